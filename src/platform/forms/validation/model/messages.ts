import type { Locale } from '@/i18n/locale';
import { capitalise, type MessageContext } from './message-context';
import { germanFallback, germanMessages } from './messages-de';
import { englishFallback, englishMessages } from './messages-en';
import type { RuleName } from './rule-names';

/** What a form's own message function receives. */
export interface MessageOverrideContext {
  label: string;
  args: string[];
  value: unknown;
}

export type MessageOverride = string | ((context: MessageOverrideContext) => string);
export type MessageOverrides = Readonly<Record<string, MessageOverride>>;

const tables = { en: englishMessages, de: germanMessages } as const;
const fallbacks: Record<Locale, string> = { en: englishFallback, de: germanFallback };

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
  try {
    return tables[context.locale][rule](context);
  } catch {
    return fallbacks[context.locale];
  }
}

export function messageContext(
  label: string,
  args: readonly string[],
  value: unknown,
  locale: Locale,
): MessageContext {
  return { label, Name: capitalise(label), args, value, locale };
}
