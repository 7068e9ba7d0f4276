import type { SubmissionKind } from '@server/contract/kinds.generated';
import type { Locale } from '@/i18n/locale';
import type { CrossFieldRule } from '@/platform/forms/model/cross-field-rules';
import type { FieldDefinition, FormValues } from '@/platform/forms/model/field-definition';
import type { OutboxConversion, OutboxTarget } from '@/platform/outbox/model/outbox-entry';
import { isHoneypotFilled, type SubmissionPlan } from './submission-phase';

/**
 * One form of the site, declared: which submission it makes, its inputs with their rules and the
 * rules between them, what its values send, what the confirmation repeats and where the visitor
 * goes after sending. `SubmissionForm` runs any descriptor the same way (the engine, the bot trap,
 * the outbox, the refusal, the post without script); a form only says what is its own.
 */

/** What a request holds: text fields, as the outbox keeps them and the endpoint takes them. */
export type SubmissionRequest = Readonly<Record<string, string>>;

/**
 * Where it goes: the site API, at the path the contract's table holds for its kind (`siteApi`),
 * or the CRM's hosted form.
 */
export type SubmissionEndpoint =
  { readonly target: 'api'; readonly kind: SubmissionKind; readonly path: string } | { readonly target: 'crm'; readonly kind: 'info-package' };

/**
 * The form's copy: a section of a namespace holding `fields` (the labels and hints the
 * definitions read), `messages` (looked up when shown, so a language switch reaches them),
 * `submit`, `label` (the form's name), `honeypot`, `error` and `errorReason`.
 */
export interface DescriptorCopy {
  readonly namespace: string;
  readonly section: string;
  /** Values every text of the section may name (`{{from}}`, `{{to}}`). */
  readonly values?: Readonly<Record<string, string>>;
}

/** What the definitions get from the copy. */
export interface FieldTexts<FieldCopy, MessageKey extends string> {
  readonly fields: FieldCopy;
  message(key: MessageKey): string;
}

export interface RequestContext {
  /** The language the visitor reads the form in. */
  readonly locale: Locale;
  /** Today in the visitor's calendar, `YYYY-MM-DD`. */
  readonly today: string;
  /** What is in the bot trap (a person leaves it empty); the CRM gets it with the fields. */
  readonly honeypot: string;
}

export interface SubmissionDescriptor<Request extends SubmissionRequest, Shown, FieldCopy = never, MessageKey extends string = never> {
  readonly endpoint: SubmissionEndpoint;
  readonly copy: DescriptorCopy;
  /** The engine's definitions, in the order the form shows them. */
  fields(texts: FieldTexts<FieldCopy, MessageKey>): FieldDefinition[];
  /** Rules between the inputs (`cross-field-rules.ts`); `today` is `YYYY-MM-DD` in the visitor's calendar. */
  crossFieldRules?(texts: FieldTexts<FieldCopy, MessageKey>, today: string): CrossFieldRule[];
  /** Values the form starts with beside the definitions' own (the visit's campaign). */
  initialValues?(): FormValues;
  /** Sent with every submission and, without script, posted as hidden inputs beside the visitor's language. */
  readonly fixed?: Readonly<Record<string, string>>;
  /**
   * A step shows what will be sent and sends it only when the visitor confirms. Without script
   * nothing could show that step, so such a form posts nowhere by itself.
   */
  readonly confirmFirst?: boolean;
  /** The request the values make, or undefined for values the form's rules should never have let through. */
  request(values: FormValues, context: RequestContext): Request | undefined;
  /** What the confirmation repeats; `undefined` for a bot caught by the trap, which is answered like a person. */
  shown(request: Request | undefined): Shown;
  /** The `*_sent` event pushed once the endpoint took it, with the contact details it hashes. */
  conversion?(request: Request): OutboxConversion;
  /** Where the visitor goes once it is sent; without it the confirmation takes the form's place. */
  readonly thanksPage?: string;
}

/** Any descriptor, whatever its copy looks like: what the form runner needs to know of it. */
// The copy's shape is the descriptor's own business; the runner passes it through unread.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySubmissionDescriptor<Request extends SubmissionRequest = SubmissionRequest, Shown = unknown> = SubmissionDescriptor<Request, Shown, any, any>;

/** A moment's day in the visitor's calendar, as `YYYY-MM-DD`. */
export function localDay(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * What one send of the form does: nothing for a bot (yet an answer like a person's), a refusal
 * for values that cannot make a request, else the entry for the outbox.
 */
export function planSubmission<Request extends SubmissionRequest, Shown>(
  descriptor: AnySubmissionDescriptor<Request, Shown>,
  values: FormValues,
  context: RequestContext,
  target: OutboxTarget,
): SubmissionPlan<Shown> {
  if (isHoneypotFilled(context.honeypot)) return { kind: 'skip', shown: descriptor.shown(undefined) };
  const request = descriptor.request(values, context);
  if (!request) return { kind: 'invalid' };
  const conversion = descriptor.conversion?.(request);
  return {
    kind: 'send',
    shown: descriptor.shown(request),
    draft: { form: descriptor.endpoint.kind, target, fields: { ...request }, ...(conversion ? { conversion } : {}) },
  };
}
