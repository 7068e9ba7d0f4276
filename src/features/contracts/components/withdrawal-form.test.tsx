import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiLog } from '@mocks/api-log';
import '@tests/utils/mock-server';
import { clearOutbox } from '@tests/utils/outbox';
import { renderWithProviders } from '@tests/utils/render';
import { loadNamespace } from '@/i18n/i18n';
import { contractsNamespace } from '../namespace';
import { WithdrawalForm } from './withdrawal-form';

const journey = { timeout: 20_000 };
/** The first submission of a file starts the outbox (IndexedDB): on a busy machine that takes a while. */
const slow = { timeout: 8_000 };

beforeAll(async () => {
  await loadNamespace(contractsNamespace);
  await loadNamespace('pwa');
});
afterEach(async () => {
  await clearOutbox();
});

async function fillIn({ contract = 'Abo Basis' } = {}) {
  const user = userEvent.setup();
  renderWithProviders(<WithdrawalForm />);
  const type = async (name: string, text: string) => {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(text);
  };
  await type('Vor- und Nachname', 'Anna Muster');
  await type('E-Mail-Adresse', 'anna@example.com');
  await type('Bestellnummer oder E-Mail-Adresse der Bestellung', 'L-2026-0042');
  if (contract) await type('Welchen Vertrag möchtest du widerrufen?', contract);
  return { user, next: () => user.click(screen.getByRole('button', { name: 'Weiter zur Prüfung' })) };
}

describe('the withdrawal form', journey, () => {
  it('shows what will be sent on a step of its own and sends nothing before the confirmation', async () => {
    const { user, next } = await fillIn();
    await next();
    expect(await screen.findByRole('heading', { name: 'Schritt 2 von 2: Bitte prüfen und bestätigen' }, slow)).toHaveFocus();
    expect(screen.getByTestId('sent-summary')).toHaveTextContent('Abo Basis');
    expect(apiLog.list()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Widerruf bestätigen' }));
    expect(await screen.findByRole('heading', { name: 'Dein Widerruf ist bei uns eingegangen' }, slow)).toHaveFocus();
    expect(apiLog.list()).toHaveLength(1);
    expect(apiLog.list()[0]).toMatchObject({
      path: '/api/withdrawal',
      status: 201,
      fields: { name: 'Anna Muster', email: 'anna@example.com', orderReference: 'L-2026-0042', contract: 'Abo Basis', locale: 'de' },
    });
  });

  it('goes back to the details with everything still typed in', async () => {
    const { user, next } = await fillIn();
    await next();
    await user.click(await screen.findByRole('button', { name: 'Zurück und ändern' }));
    expect(await screen.findByRole('textbox', { name: 'Welchen Vertrag möchtest du widerrufen?' })).toHaveValue('Abo Basis');
    expect(apiLog.list()).toEqual([]);
  });

  it('does not go on without the contract, and says which is missing', async () => {
    const { next } = await fillIn({ contract: '' });
    await next();
    expect(await screen.findByText('Bitte gib an, welchen Vertrag du widerrufen möchtest, zum Beispiel Tarif und Bestelldatum.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Widerruf bestätigen' })).toBeNull();
    expect(apiLog.list()).toEqual([]);
  });
});
