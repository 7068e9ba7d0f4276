import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiLog } from '@mocks/api-log';
// The mocks answer this file's requests; tests/setup.ts starts, resets and stops them.
import '@tests/utils/mock-server';
import { clearOutbox, listOutbox } from '@tests/utils/outbox';
import { renderWithProviders } from '@tests/utils/render';
import { i18n, loadNamespace } from '@/i18n/i18n';
import { loadTestUserCopy } from '../copy';
import type { Programme } from '../namespace';
import { TestUserForm } from './test-user-form';

/** Whole-form journeys with Mantine markup: role queries are slow on a busy machine. */
const journey = { timeout: 15_000 };

beforeAll(async () => {
  await Promise.all([loadTestUserCopy(), loadNamespace('pwa')]);
  await i18n.loadLanguages('en');
});
beforeEach(() => {
  window.dataLayer = [];
});
afterEach(async () => {
  await clearOutbox();
});

const events = (name: string) => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === name);

function renderForm(programme: Programme = 'test-user', path = '/test-user?utm_source=unit') {
  return renderWithProviders(<TestUserForm programme={programme} />, {
    path,
    routes: [{ path: '/dipa-submit-testuserform', element: <h1>Bestätigung</h1> }],
  });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  const values: Array<[string, string]> = [
    ['Vorname', 'Anna'],
    ['Nachname', 'Muster'],
    ['E-Mail-Adresse', 'anna@example.com'],
    ['Telefonnummer', '030 1234567'],
    ['Straße und Hausnummer', 'Am Markt 1'],
    ['Postleitzahl', '04109'],
    ['Ort', 'Leipzig'],
  ];
  for (const [name, text] of values) {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(text);
  }
  await user.click(screen.getByRole('radio', { name: 'Ich selbst' }));
  await user.click(screen.getByRole('checkbox', { name: /Ich bin einverstanden/ }));
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Bewerbung absenden' }));

describe('the application form', journey, () => {
  it('counts as opened on the first focus inside it, once, and not when it merely shows', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(events('dipa_form_open')).toEqual([]);
    await user.click(screen.getByRole('textbox', { name: 'Vorname' }));
    await user.click(screen.getByRole('textbox', { name: 'Nachname' }));
    await user.keyboard('Muster');
    expect(events('dipa_form_open')).toEqual([{ event: 'dipa_form_open' }]);
  });

  it('sends the application and moves on to the confirmation page with the query kept', async () => {
    const user = userEvent.setup();
    const { location } = renderForm('dipa', '/dipa?utm_source=unit');
    await fillIn(user);
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Bestätigung' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(location()).toMatchObject({ pathname: '/dipa-submit-testuserform', search: '?utm_source=unit' });
    expect(apiLog.list()[0]).toMatchObject({ path: '/api/test-user', status: 201, fields: expect.objectContaining({ programme: 'dipa', user: 'self' }) });
  });

  it('keeps the application in the outbox when the endpoint is down, and says it is saved', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    document.cookie = 'x-mock-scenario=503';
    try {
      await submit(user);
      expect(await screen.findByRole('heading', { name: 'Gespeichert – wird gesendet, sobald du wieder online bist' })).toBeInTheDocument();
      const [entry] = await listOutbox();
      expect(entry).toMatchObject({ form: 'test-user', status: 'pending', conversion: { event: 'dipa_form_sent' } });
      expect(events('dipa_form_sent')).toEqual([]);
    } finally {
      document.cookie = 'x-mock-scenario=; max-age=0';
    }
  });

  it('switches to English and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    try {
      await act(() => i18n.changeLanguage('en'));
      expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Anna');
      expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('04109');
      expect(screen.getByRole('radio', { name: 'Myself' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    } finally {
      await act(() => i18n.changeLanguage('de'));
    }
  });
});
