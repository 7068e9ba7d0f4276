import type { Locale } from '@/i18n/locale';
import { capitalise, type MessageContext, type MessageTemplate } from './message-context';
import { germanFallback, germanMessages } from './messages-de';
import { onDemand } from './on-demand';
import type { RuleName } from './rule-names';

/** What a form's own message function receives. */
export interface MessageOverrideContext {
  label: string;
  args: string[];
  value: unknown;
}

export type MessageOverride = string | ((context: MessageOverrideContext) => string);
export type MessageOverrides = Readonly<Record<string, MessageOverride>>;

/**
 * The rule messages of each language. German, the site's own language, is always here; English
 * comes with the first English form (`loadMessages`), so the pages a German visitor reads do not
 * carry it. Until it is here a message reads in German.
 */
type MessageTable = Readonly<Record<RuleName, MessageTemplate>>;
const english = onDemand(() => import('./messages-en').then((module) => module.englishMessages));
const tableOf = (locale: Locale): MessageTable | undefined => (locale === 'de' ? germanMessages : english.loaded());
const fallbacks: Record<Locale, string> = { en: 'This field is not valid.', de: germanFallback };

export function messagesLoaded(locale: Locale): boolean {
  return tableOf(locale) !== undefined;
}

/** Loads the messages of `locale`; a failed load (offline) is forgotten, so the next form asks again. */
export function loadMessages(locale: Locale): Promise<void> {
  return locale === 'de' ? Promise.resolve() : english.load();
}

export function fallbackMessage(locale: Locale): string {
  return fallbacks[locale];
}

/** String overrides may use `{label}` and `{Name}` so one text works for every field. */
function fillPlaceholders(text: string, context: MessageContext): string {
  return text.replaceAll('{label}', context.label).replaceAll('{Name}', context.Name);
}

/**
 * A failing rule's text: the form's override if any, else the built-in one. A message must
 * never break validation, so a throwing or empty override falls back to the built-in text.
 */
export function messageText(rule: RuleName, context: MessageContext, overrides: MessageOverrides | undefined): string {
  const override = overrides && Object.hasOwn(overrides, rule) ? overrides[rule] : undefined;
  try {
    if (typeof override === 'string' && override !== '') return fillPlaceholders(override, context);
    if (typeof override === 'function') {
      const text = override({ label: context.label, args: [...context.args], value: context.value });
      if (typeof text === 'string' && text !== '') return text;
    }
  } catch {
    // fall through to the built-in text
  }
  const table = tableOf(context.locale) ?? germanMessages;
  try {
    return table[rule](context);
  } catch {
    return fallbacks[table === germanMessages ? 'de' : context.locale];
  }
}

export function messageContext(label: string, args: readonly string[], value: unknown, locale: Locale): MessageContext {
  return { label, Name: capitalise(label), args, value, locale };
}
