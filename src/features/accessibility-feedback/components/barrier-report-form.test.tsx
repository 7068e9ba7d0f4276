import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiLog } from '@mocks/api-log';
import '@tests/utils/mock-server';
import { clearOutbox } from '@tests/utils/outbox';
import { renderWithProviders } from '@tests/utils/render';
import { loadNamespace } from '@/i18n/i18n';
import { accessibilityNamespace } from '../namespace';
import { BarrierReportForm } from './barrier-report-form';

const journey = { timeout: 20_000 };
/** The first submission of a file starts the outbox (IndexedDB): on a busy machine that takes a while. */
const slow = { timeout: 8_000 };

beforeAll(async () => {
  await loadNamespace(accessibilityNamespace);
  await loadNamespace('pwa');
});
beforeEach(() => {
  window.dataLayer = [];
});
afterEach(async () => {
  await clearOutbox();
});

describe('the barrier report', journey, () => {
  it('sends what and where, without a contact when none was given, and pushes no event', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BarrierReportForm headingId="report" />);
    await user.click(screen.getByRole('textbox', { name: 'Was funktioniert nicht?' }));
    await user.paste('Kein sichtbarer Fokus');
    await user.click(screen.getByRole('textbox', { name: 'Wo auf der Website?' }));
    await user.paste('/shop');
    await user.click(screen.getByRole('button', { name: 'Barriere melden' }));
    expect(await screen.findByRole('heading', { name: 'Danke für deine Meldung' }, slow)).toHaveFocus();
    expect(apiLog.list()[0]).toMatchObject({
      path: '/api/accessibility-feedback',
      status: 201,
      fields: { problem: 'Kein sichtbarer Fokus', location: '/shop', locale: 'de' },
    });
    expect(Object.keys(apiLog.list()[0]?.fields ?? {})).toEqual(['problem', 'location', 'locale']);
    expect(window.dataLayer).toEqual([]);
  });

  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BarrierReportForm headingId="report" />);
    await user.click(screen.getByRole('button', { name: 'Barriere melden' }));
    expect(await screen.findByText('Bitte beschreibe kurz, was nicht funktioniert.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Was funktioniert nicht?' })).toHaveFocus();
    expect(apiLog.list()).toEqual([]);
  });
});
