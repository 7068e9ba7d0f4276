import { postForm, postJson, type ApiResult } from '@/adapters/api';
import { submitCrmForm } from '@/adapters/crm';
import type { OutboxEntry, OutboxReply } from './model/outbox-entry';
import type { AttemptResult } from './model/outbox-policy';

const maxReplyFields = 8;
const maxReplyLength = 2_000;

/**
 * The short text fields of an accepted answer (`{ id, approvalUrl }`), kept with the entry for the
 * form that waits on it. Anything else an endpoint sends, or sends too much of, is not kept.
 */
export function replyOf(data: unknown): OutboxReply | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const texts = Object.entries(data)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length <= maxReplyLength)
    .slice(0, maxReplyFields);
  return texts.length > 0 ? Object.fromEntries(texts) : undefined;
}

function attemptOf(result: ApiResult): AttemptResult {
  if (result.kind !== 'accepted') return result;
  const reply = replyOf(result.data);
  return reply ? { kind: 'accepted', reply } : { kind: 'accepted' };
}

/** Sends one entry to its endpoint through that system's adapter. Used by the page and the worker. */
export async function sendEntry(entry: OutboxEntry): Promise<AttemptResult> {
  const { target, fields } = entry;
  if (target.kind === 'crm') return submitCrmForm(target.url, fields);
  // Every retry of the entry carries its id, so the site's API never acts on it twice.
  const options = { baseUrl: target.baseUrl, idempotencyKey: entry.id };
  return attemptOf(target.encoding === 'json' ? await postJson(target.path, fields, options) : await postForm(target.path, fields, options));
}
