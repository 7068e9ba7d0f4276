import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiLog } from '@mocks/api-log';
// The mocks answer this file's requests; tests/setup.ts starts, resets and stops them.
import '@tests/utils/mock-server';
import { clearOutbox, listOutbox } from '@tests/utils/outbox';
import { renderWithProviders } from '@tests/utils/render';
import { act } from '@testing-library/react';
import { i18n, loadNamespace } from '@/i18n/i18n';
import { callbackNamespace } from '../namespace';
import { CallbackForm } from './callback-form';
import { seedConsent } from '@tests/utils/consent';

/** Whole-form journeys with Mantine markup: role queries are slow on a busy machine. */
const journey = { timeout: 15_000 };

beforeAll(async () => {
  // The route loads the page's namespace before the page renders; the test does the same.
  await loadNamespace(callbackNamespace);
  await i18n.loadLanguages('en');
});
beforeEach(() => {
  window.dataLayer = [];
});
afterEach(async () => {
  await clearOutbox();
});

type User = ReturnType<typeof userEvent.setup>;

async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillIn({ phone = '030 1234567', time = '10:30', day = 'Dienstag' } = {}) {
  const user = userEvent.setup();
  renderWithProviders(<CallbackForm />);
  await enter(user, screen.getByRole('textbox', { name: 'Dein Name (freiwillig)' }), 'Anna Muster');
  await enter(user, screen.getByRole('textbox', { name: 'Telefonnummer' }), phone);
  await user.selectOptions(screen.getByRole('combobox', { name: 'An welchem Tag passt es dir am besten?' }), day);
  if (time) await enter(user, screen.getByRole('textbox', { name: 'Uhrzeit (freiwillig)' }), time);
  await user.click(screen.getByRole('checkbox', { name: /Ich bin einverstanden/ }));
  return { user, submit: () => user.click(screen.getByRole('button', { name: 'Rückruf anfordern' })) };
}

describe('the callback form', journey, () => {
  it('counts as opened once it shows', () => {
    renderWithProviders(<CallbackForm />);
    expect(window.dataLayer).toContainEqual({ event: 'callback_open' });
  });

  it('sends the request as JSON and confirms the day, time and number', async () => {
    // Hashed contact details and the e-mail reach the data layer with marketing consent only.
    seedConsent({ statistics: true, marketing: true });
    const { submit } = await fillIn();
    await submit();
    const heading = await screen.findByRole('heading', { name: 'Danke! Wir rufen dich an' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Wir melden uns am Dienstag gegen 10:30 Uhr unter der Nummer 030 1234567.')).toBeInTheDocument();
    const [logged] = apiLog.list();
    expect(logged).toMatchObject({
      path: '/api/callback',
      contentType: 'application/json',
      status: 201,
      fields: { name: 'Anna Muster', phone: '030 1234567', day: 'tue', time: '10:30', consent: 'yes', locale: 'de' },
    });
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'callback_sent', user_data: { sha256_phone_number: expect.stringMatching(/^[0-9a-f]{64}$/) } }),
    );
  });

  it('does not send a time outside Monday to Friday 08:00 to 16:00 and says why', async () => {
    const { submit } = await fillIn({ time: '18:30' });
    await submit();
    expect(await screen.findByText(/Wir rufen montags bis freitags zwischen 08:00 und 16:00 Uhr an/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Uhrzeit (freiwillig)' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Uhrzeit (freiwillig)' })).toHaveFocus();
    expect(apiLog.list()).toEqual([]);
  });

  it('keeps the request in the outbox when the endpoint is down, and says it is saved', async () => {
    const { submit } = await fillIn({ phone: '030 7654321' });
    document.cookie = 'x-mock-scenario=503';
    try {
      await submit();
      expect(await screen.findByRole('heading', { name: 'Gespeichert – wird gesendet, sobald du wieder online bist' })).toHaveFocus();
      const [entry] = await listOutbox();
      expect(entry).toMatchObject({ form: 'callback', status: 'pending', fields: expect.objectContaining({ phone: '030 7654321' }) });
      expect((window.dataLayer ?? []).some((item) => (item as { event?: string }).event === 'callback_sent')).toBe(false);
    } finally {
      document.cookie = 'x-mock-scenario=; max-age=0';
    }
  });

  it("shows a refusal with the endpoint's reason and keeps what was typed", async () => {
    const { submit } = await fillIn();
    document.cookie = 'x-mock-scenario=422';
    try {
      await submit();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Deine Rückrufbitte konnte nicht gespeichert werden.');
      expect(alert).toHaveTextContent('Mock scenario 422');
      expect(screen.getByRole('textbox', { name: 'Dein Name (freiwillig)' })).toHaveValue('Anna Muster');
    } finally {
      document.cookie = 'x-mock-scenario=; max-age=0';
    }
  });

  it('sends nothing for a bot that fills the trap, yet looks like a success', async () => {
    const { submit } = await fillIn();
    const trap = document.querySelector<HTMLInputElement>('input[name="email_address_check"]');
    if (!trap) throw new Error('no trap');
    trap.value = 'https://spam.example';
    await submit();
    expect(await screen.findByRole('heading', { name: 'Danke! Wir rufen dich an' })).toBeInTheDocument();
    expect(apiLog.list()).toEqual([]);
  });

  it('switches every text to English and keeps what was typed', async () => {
    const { user } = await fillIn({ time: '9' });
    try {
      await act(() => i18n.changeLanguage('en'));
      expect(await screen.findByRole('textbox', { name: 'Your name (optional)' })).toHaveValue('Anna Muster');
      expect(screen.getByRole('textbox', { name: 'Time (optional)' })).toHaveValue('9');
      expect(screen.getByText(/Between 08:00 and 16:00, for example 10:30/)).toBeInTheDocument();
      expect(screen.getByRole('option', { name: 'Tuesday' })).toHaveProperty('selected', true);
      expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Request a callback' }));
      expect(await screen.findByText("We'll get in touch on Tuesday at around 09:00 on 030 1234567.")).toBeInTheDocument();
      expect(apiLog.list()[0]?.fields).toMatchObject({ time: '09:00', locale: 'en' });
    } finally {
      await act(() => i18n.changeLanguage('de'));
    }
  });
});
