import { formatAlternatives, formatDateArg, type MessageContext, type MessageTemplate } from './message-context';
import type { RuleName } from './rule-names';
import { betweenBounds } from './size-rules';
import { describeSizeLimit } from './size-limit';

export const germanFallback = 'Dieses Feld ist nicht gültig.';

function characters(n: number): string {
  return n === 1 ? 'ein Zeichen' : `${n} Zeichen`;
}

function options(n: number): string {
  return n === 1 ? 'eine Option' : `${n} Optionen`;
}

function sizeMessage(rule: 'length' | 'min' | 'max') {
  return ({ Name, label, args, value }: MessageContext): string => {
    const { unit, limit, n, m } = describeSizeLimit(rule, args, value);
    if (unit === 'items') {
      if (limit === 'atLeast') return `Bitte wähle bei ${label} mindestens ${options(n)} aus.`;
      if (limit === 'atMost') return `Bitte wähle bei ${label} höchstens ${options(n)} aus.`;
      if (limit === 'exactly') return `Bitte wähle bei ${label} genau ${options(n)} aus.`;
      return `Bitte wähle bei ${label} zwischen ${n} und ${m} Optionen aus.`;
    }
    if (unit === 'number') {
      return limit === 'atLeast' ? `${Name} muss mindestens ${n} sein.` : `${Name} darf höchstens ${n} sein.`;
    }
    if (limit === 'atLeast') return `${Name} muss mindestens ${characters(n)} lang sein.`;
    if (limit === 'atMost') return `${Name} darf höchstens ${characters(n)} lang sein.`;
    if (limit === 'exactly') return `${Name} muss genau ${characters(n)} lang sein.`;
    return `${Name} muss zwischen ${n} und ${m} Zeichen lang sein.`;
  };
}

export const germanMessages: Record<RuleName, MessageTemplate> = {
  accepted: ({ Name }) => `${Name} muss bestätigt werden.`,
  alpha: ({ Name }) => `${Name} darf nur Buchstaben enthalten.`,
  alpha_spaces: ({ Name }) => `${Name} darf nur Buchstaben und Leerzeichen enthalten.`,
  alphanumeric: ({ Name }) => `${Name} darf nur Buchstaben und Ziffern enthalten.`,
  between: ({ Name, args }) => {
    const { low, high } = betweenBounds(args);
    return `${Name} muss zwischen ${low} und ${high} liegen.`;
  },
  confirm: ({ Name }) => `${Name} stimmt nicht überein.`,
  date_after: ({ Name, args }) => (args[0] ? `${Name} muss nach dem ${formatDateArg(args[0], 'de')} liegen.` : `${Name} muss in der Zukunft liegen.`),
  date_before: ({ Name, args }) => (args[0] ? `${Name} muss vor dem ${formatDateArg(args[0], 'de')} liegen.` : `${Name} muss in der Vergangenheit liegen.`),
  date_between: ({ Name, args }) =>
    args.length === 1
      ? `${Name} muss zwischen heute und dem ${formatDateArg(args[0] ?? '', 'de')} liegen.`
      : `${Name} muss zwischen dem ${formatDateArg(args[0] ?? '', 'de')} und dem ${formatDateArg(args[1] ?? '', 'de')} liegen.`,
  date_format: ({ Name, args }) => (args[0] ? `${Name} ist kein gültiges Datum, bitte nutze das Format ${args[0]}.` : `${Name} ist kein gültiges Datum.`),
  email: () => 'Bitte gib eine gültige E-Mail-Adresse ein.',
  ends_with: ({ Name, args }) => `${Name} muss auf ${formatAlternatives(args, 'de')} enden.`,
  is: ({ Name }) => `${Name} ist kein erlaubter Wert.`,
  length: sizeMessage('length'),
  matches: ({ Name }) => `${Name} hat nicht das erwartete Format.`,
  max: sizeMessage('max'),
  min: sizeMessage('min'),
  not: ({ Name }) => `${Name} ist kein erlaubter Wert.`,
  number: ({ Name }) => `${Name} muss eine Zahl sein.`,
  required: ({ Name }) => `${Name} ist ein Pflichtfeld.`,
  starts_with: ({ Name, args }) => `${Name} muss mit ${formatAlternatives(args, 'de')} beginnen.`,
  url: () => 'Bitte gib eine gültige URL ein.',
  iban: () => 'Diese IBAN stimmt nicht. Bitte prüf sie noch einmal, Ziffer für Ziffer.',
};
