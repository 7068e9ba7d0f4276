import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiLog } from '@mocks/api-log';
// The mocks answer this file's requests; tests/setup.ts starts, resets and stops them.
import '@tests/utils/mock-server';
import { clearOutbox, listOutbox } from '@tests/utils/outbox';
import { renderWithProviders } from '@tests/utils/render';
import { loadNamespace } from '@/i18n/i18n';
import { contractsNamespace } from '../namespace';
import { CancellationForm } from './cancellation-form';

/** Whole-form journeys with Mantine markup: role queries are slow on a busy machine. */
const journey = { timeout: 20_000 };
/** The first submission of a file starts the outbox (IndexedDB): on a busy machine that takes a while. */
const slow = { timeout: 8_000 };

beforeAll(async () => {
  await loadNamespace(contractsNamespace);
  await loadNamespace('pwa');
});
beforeEach(() => {
  window.dataLayer = [];
});
afterEach(async () => {
  await clearOutbox();
});

async function fillIn({ reference = 'L-2026-0042', email = 'anna@example.com' } = {}) {
  const user = userEvent.setup();
  renderWithProviders(<CancellationForm />);
  const type = async (name: string, text: string) => {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(text);
  };
  await type('Vor- und Nachname', 'Anna Muster');
  await type('E-Mail-Adresse', email);
  if (reference) await type('Kunden- oder Bestellnummer', reference);
  return { user, type, submit: () => user.click(screen.getByRole('button', { name: 'Jetzt kündigen' })) };
}

describe('the cancellation form', journey, () => {
  it('sends the cancellation and shows the receipt with what was sent and when it was received', async () => {
    const { submit } = await fillIn();
    await submit();
    const heading = await screen.findByRole('heading', { name: 'Deine Kündigung ist bei uns eingegangen' }, slow);
    expect(heading).toHaveFocus();
    const [logged] = apiLog.list();
    expect(logged).toMatchObject({
      path: '/api/cancellation',
      contentType: 'application/json',
      status: 201,
      fields: { name: 'Anna Muster', email: 'anna@example.com', contractReference: 'L-2026-0042', kind: 'ordinary', effective: 'earliest', locale: 'de' },
    });
    expect(Object.keys(logged?.fields ?? {})).toHaveLength(6);
    expect(screen.getByTestId('received-at').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    expect(screen.getByTestId('receipt-id')).toHaveTextContent('cancellation-');
    expect(screen.getByText(/per E-Mail an anna@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bestätigung drucken oder als PDF speichern' })).toBeInTheDocument();
    expect(window.dataLayer).toEqual([]);
  });

  it('asks for a contract number or the address, and sends nothing without one', async () => {
    const { submit } = await fillIn({ reference: '' });
    await submit();
    expect(await screen.findByText(/Bitte gib deine Kunden- oder Bestellnummer an/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kunden- oder Bestellnummer' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Kunden- oder Bestellnummer' })).toHaveAttribute('aria-invalid', 'true');
    expect(apiLog.list()).toEqual([]);
  });

  it('asks for the reason of an extraordinary cancellation', async () => {
    const { user, type, submit } = await fillIn();
    await user.click(screen.getByRole('radio', { name: /Außerordentliche Kündigung/ }));
    await submit();
    expect(await screen.findByText('Bitte schreib kurz, warum du außerordentlich kündigst.')).toBeInTheDocument();
    expect(apiLog.list()).toEqual([]);
    await type('Grund der außerordentlichen Kündigung', 'Umzug ins Pflegeheim');
    await submit();
    await screen.findByRole('heading', { name: 'Deine Kündigung ist bei uns eingegangen' }, slow);
    expect(apiLog.list()[0]?.fields).toMatchObject({ kind: 'extraordinary', reason: 'Umzug ins Pflegeheim' });
  });

  it('keeps a cancellation the endpoint could not take on the device and does not claim it was received', async () => {
    const { submit } = await fillIn();
    document.cookie = 'x-mock-scenario=503';
    try {
      await submit();
      expect(await screen.findByRole('heading', { name: 'Noch nicht gesendet – auf diesem Gerät gespeichert' }, slow)).toHaveFocus();
      expect(screen.queryByRole('heading', { name: /eingegangen/ })).toBeNull();
      expect(screen.queryByTestId('received-at')).toBeNull();
      const [entry] = await listOutbox();
      expect(entry).toMatchObject({ form: 'cancellation', status: 'pending', fields: expect.objectContaining({ contractReference: 'L-2026-0042' }) });
    } finally {
      document.cookie = 'x-mock-scenario=; max-age=0';
    }
  });
});
