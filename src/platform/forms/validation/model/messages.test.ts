import { describe, expect, it, vi } from 'vitest';
import { labelFromFieldName } from './message-context';
import { validate } from './validate';

const now = new Date('2024-06-15T12:00:00Z');

async function firstMessage(value: unknown, rules: string, options: Parameters<typeof validate>[2] = {}) {
  const { messages } = await validate(value, rules, { now, ...options });
  return messages[0]?.text;
}

describe('English messages', () => {
  it.each<[string, unknown, string]>([
    ['required', '', 'Name is required.'],
    ['email', 'nope', 'Please enter a valid email address.'],
    ['number', 'abc', 'Name must be a number.'],
    ['url', 'nope', 'Please include a valid url.'],
    ['+length:1', '', 'Name must be at least one character.'],
    ['+min:1', '', 'Name must be at least one character.'],
    ['length:0,200', 'a'.repeat(201), 'Name must be less than or equal to 200 characters.'],
    ['length:1,200', 'a'.repeat(201), 'Name must be less than or equal to 200 characters.'],
    ['max:200', 'a'.repeat(201), 'Name must be less than or equal to 200 characters.'],
    ['length:5', 'abc', 'Name must be at least 5 characters.'],
    ['min:5', 'abc', 'Name must be at least 5 characters.'],
    ['length:5,5', 'abc', 'Name must be exactly 5 characters long.'],
    ['min:18', '17', 'Name must be at least 18.'],
    ['max:10', '11', 'Name must be less than or equal to 10.'],
    ['min:2', ['a'], 'Please choose at least 2 options for Name.'],
    ['max:1', ['a', 'b'], 'Please choose at most one option for Name.'],
    ['between:10,1', '0', 'Name must be between 1 and 10.'],
    ['accepted', false, 'Name must be accepted.'],
    ['alpha', 'a1', 'Name can only contain letters.'],
    ['alpha_spaces', 'a-b', 'Name can only contain letters and spaces.'],
    ['alphanumeric', 'a b', 'Name can only contain letters and numbers.'],
    ['date_after:2024-01-01', '2023-01-01', 'Name must be after 1 January 2024.'],
    ['date_after', '2023-01-01', 'Name must be in the future.'],
    ['date_before:2024-01-01', '2025-01-01', 'Name must be before 1 January 2024.'],
    ['date_before', '2025-01-01', 'Name must be in the past.'],
    ['date_between:2024-01-01,2024-12-31', '2025-01-01', 'Name must be between 1 January 2024 and 31 December 2024.'],
    ['date_format:DD.MM.YYYY', '2024-01-01', 'Name is not a valid date, please use the format DD.MM.YYYY.'],
    ['starts_with:+49,0049', '030', 'Name must start with “+49” or “0049”.'],
    ['ends_with:.de,.at,.ch', 'x.com', 'Name must end with “.de”, “.at” or “.ch”.'],
    ['is:1,2', '3', 'Name is not an allowed value.'],
    ['not:root', 'root', 'Name is not an allowed value.'],
    ['matches:/^\\d+$/', 'x', 'Name is not in the expected format.'],
  ])('%s with %j says %j', async (rules, value, text) => {
    expect(await firstMessage(value, rules, { label: 'Name', locale: 'en' })).toBe(text);
  });

  it('says "does not match." for confirm', async () => {
    expect(await firstMessage('a', 'confirm', { label: 'Password', locale: 'en', field: 'password', siblings: { password_confirm: 'b' } })).toBe(
      'Password does not match.',
    );
  });
});

describe('German messages', () => {
  it.each<[string, unknown, string]>([
    ['required', '', 'Vorname ist ein Pflichtfeld.'],
    ['email', 'nope', 'Bitte gib eine gültige E-Mail-Adresse ein.'],
    ['number', 'abc', 'Vorname muss eine Zahl sein.'],
    ['url', 'nope', 'Bitte gib eine gültige URL ein.'],
    ['+length:1', '', 'Vorname muss mindestens ein Zeichen lang sein.'],
    ['length:1,200', 'a'.repeat(201), 'Vorname darf höchstens 200 Zeichen lang sein.'],
    ['length:5', 'abc', 'Vorname muss mindestens 5 Zeichen lang sein.'],
    ['min:18', '17', 'Vorname muss mindestens 18 sein.'],
    ['max:2', ['a', 'b', 'c'], 'Bitte wähle bei Vorname höchstens 2 Optionen aus.'],
    ['between:1,10', '11', 'Vorname muss zwischen 1 und 10 liegen.'],
    ['accepted', false, 'Vorname muss bestätigt werden.'],
    ['alpha', 'a1', 'Vorname darf nur Buchstaben enthalten.'],
    ['date_after:2024-01-01', '2023-01-01', 'Vorname muss nach dem 1. Januar 2024 liegen.'],
    ['date_between:2024-01-01,2024-12-31', '2025-01-01', 'Vorname muss zwischen dem 1. Januar 2024 und dem 31. Dezember 2024 liegen.'],
    ['date_format:DD.MM.YYYY', 'x', 'Vorname ist kein gültiges Datum, bitte nutze das Format DD.MM.YYYY.'],
    ['starts_with:+49,0049', '030', 'Vorname muss mit “+49” oder “0049” beginnen.'],
    ['is:1', '2', 'Vorname ist kein erlaubter Wert.'],
  ])('%s with %j says %j', async (rules, value, text) => {
    expect(await firstMessage(value, rules, { label: 'Vorname', locale: 'de' })).toBe(text);
  });

  it('says "stimmt nicht überein." for confirm', async () => {
    expect(await firstMessage('a', 'confirm', { label: 'Passwort', field: 'password', siblings: { password_confirm: 'b' } })).toBe(
      'Passwort stimmt nicht überein.',
    );
  });

  it('speaks German when no locale is given', async () => {
    expect(await firstMessage('', 'required', { label: 'E-Mail' })).toBe('E-Mail ist ein Pflichtfeld.');
  });
});

describe('labels', () => {
  it.each([
    ['first_name', 'First name'],
    ['firstName', 'First name'],
    ['VORNAME', 'Vorname'],
    ['STRASSE_HAUSNUMMER', 'Strasse hausnummer'],
    ['e-mail', 'E mail'],
  ])('derives the label of %s as %j', (field, label) => {
    expect(labelFromFieldName(field)).toBe(label);
  });

  it('uses the derived label when none is given', async () => {
    expect(await firstMessage('', 'required', { field: 'first_name', locale: 'en' })).toBe('First name is required.');
  });

  it('says "This field" when neither label nor field name is known', async () => {
    expect(await firstMessage('', 'required', { locale: 'en' })).toBe('This field is required.');
  });

  it('says "Dieses Feld" in German when neither label nor field name is known', async () => {
    expect(await firstMessage('', 'required', { locale: 'de' })).toBe('Dieses Feld ist ein Pflichtfeld.');
  });

  it('capitalises a lower-case label at the start of a sentence', async () => {
    expect(await firstMessage('', 'required', { label: 'your name', locale: 'en' })).toBe('Your name is required.');
  });
});

describe('message overrides', () => {
  it('replaces a rule message with a fixed text and fills in the label', async () => {
    expect(await firstMessage('', 'required', { label: 'E-Mail', messages: { required: 'Wir brauchen {label}.' } })).toBe('Wir brauchen E-Mail.');
  });

  it('passes label, arguments and value to a message function', async () => {
    const text = await firstMessage('abc', 'length:5,9', {
      label: 'Code',
      messages: { length: ({ label, args, value }) => `${label} ${args.join('-')} ${String(value)}` },
    });
    expect(text).toBe('Code 5-9 abc');
  });

  it('keeps the built-in text when a message function throws', async () => {
    const text = await firstMessage('', 'required', {
      label: 'Code',
      locale: 'en',
      messages: {
        required: () => {
          throw new Error('broken copy');
        },
      },
    });
    expect(text).toBe('Code is required.');
  });

  it('leaves the other rules with their built-in messages', async () => {
    expect(await firstMessage('x', 'email', { locale: 'en', messages: { required: 'custom' } })).toBe('Please enter a valid email address.');
  });
});

describe('the messages of a language', () => {
  it('come with the first form in that language; until then a message reads in German', async () => {
    vi.resetModules();
    const { loadMessages, messageContext, messagesLoaded, messageText } = await import('./messages');
    expect([messagesLoaded('de'), messagesLoaded('en')]).toEqual([true, false]);
    expect(messageText('required', messageContext('Name', [], '', 'en'), undefined)).toBe('Name ist ein Pflichtfeld.');
    await loadMessages('en');
    expect(messageText('required', messageContext('Name', [], '', 'en'), undefined)).toBe('Name is required.');
  });
});
