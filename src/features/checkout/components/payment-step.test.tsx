import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
// The mocks answer this file's requests; tests/setup.ts starts, resets and stops them.
import { server } from '@tests/utils/mock-server';
import { clearOutbox } from '@tests/utils/outbox';
import { renderWithProviders } from '@tests/utils/render';
import { loadNamespace } from '@/i18n/i18n';
import { sessionKeys } from '@/adapters/storage';
import { PaymentStep } from './payment-step';

const draft = {
  plan: 'erweitert',
  address: {
    firstName: 'Erika',
    lastName: 'Vorbestellt',
    email: 'erika@example.com',
    phone: '030 555 1234',
    street: 'Lindenweg 7',
    postalCode: '04109',
    city: 'Leipzig',
  },
  addressDone: true,
  method: 'sepa',
  sepa: {},
  tracked: true,
};

const storedDraft = () => window.sessionStorage.getItem(sessionKeys.checkout) ?? '';

beforeAll(async () => {
  await loadNamespace('checkout');
});
beforeEach(() => {
  window.sessionStorage.setItem(sessionKeys.checkout, JSON.stringify(draft));
});
afterEach(async () => {
  window.sessionStorage.clear();
  await clearOutbox();
});

async function orderWithSepa() {
  const user = userEvent.setup();
  renderWithProviders(<PaymentStep />, { path: '/checkout/payment' });
  const form = await screen.findByRole('form', { name: 'Angaben für die Lastschrift' });
  await user.click(await screen.findByRole('checkbox', { name: /SEPA-Lastschriftmandat/ }));
  await user.type(screen.getByRole('textbox', { name: 'Kontoinhaberin oder Kontoinhaber' }), 'Erika Vorbestellt');
  await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'DE89 3704 0044 0532 0130 00');
  expect(storedDraft()).toContain('DE89');
  await user.click(screen.getByRole('button', { name: /vorbestellen/ }));
  return form;
}

describe('the IBAN in the checkout draft (issue 27)', () => {
  it('leaves the session draft as soon as the order is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('*/api/order', () => HttpResponse.json({ message: 'Mandate refused' }, { status: 422 })));
    await orderWithSepa();
    await screen.findByText(/Mandate refused/);
    expect(storedDraft()).not.toMatch(/DE89|3704/);
  }, 20_000);

  it('leaves the session draft as soon as the order is queued', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('*/api/order', () => new HttpResponse(null, { status: 503 })));
    await orderWithSepa();
    expect((await screen.findAllByText(/[Gg]espeichert/)).length).toBeGreaterThan(0);
    expect(storedDraft()).not.toMatch(/DE89|3704/);
  }, 20_000);
});
