import { postForm, postJson } from '@/adapters/api';
import { submitCrmForm } from '@/adapters/crm';
import type { OutboxEntry } from './model/outbox-entry';
import type { AttemptResult } from './model/outbox-policy';

/** Sends one entry to its endpoint through that system's adapter. Used by the page and the worker. */
export async function sendEntry(entry: OutboxEntry): Promise<AttemptResult> {
  const { target, fields } = entry;
  if (target.kind === 'crm') return submitCrmForm(target.url, fields);
  const options = { baseUrl: target.baseUrl };
  return target.encoding === 'json' ? postJson(target.path, fields, options) : postForm(target.path, fields, options);
}
