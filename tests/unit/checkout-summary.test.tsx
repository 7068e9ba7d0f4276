import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { i18n, loadNamespace } from '@/i18n/i18n';
import { CheckoutSummaryPage } from '@/pages/checkout-summary.page';
import { renderWithProviders } from '../utils/render';

beforeAll(async () => {
  await loadNamespace('checkout');
});

const shopRoute = { path: '/shop', element: <p>Shop</p> };
const summary = () => screen.getByRole('region', { name: /^Dein Tarif:/ });

describe('the checkout summary', () => {
  it('shows the chosen plan with its monthly price, what it includes and the shared terms', () => {
    renderWithProviders(<CheckoutSummaryPage />, { path: '/checkout?plan=erweitert' });
    const plan = within(summary());
    expect(plan.getByRole('heading', { level: 2 })).toHaveTextContent('Dein Tarif: Erweitert');
    expect(summary().textContent).toContain('€\u00a019,90 pro Monat');
    expect(plan.getByText(/SIM-Karte mit unbegrenztem Datenvolumen/)).toBeInTheDocument();
    expect(plan.queryByText(/Seniorentreff/)).not.toBeInTheDocument();
    expect(plan.getByText(/60 Tage kostenlos/)).toBeInTheDocument();
    expect(plan.getByText(/einmalig die Gerätegebühr von €\s175,00/)).toBeInTheDocument();
    expect(plan.getByText(/Lieferung ist kostenlos/)).toBeInTheDocument();
  });

  it('lists everything for Alles dabei and no extra internet for Basis', () => {
    const first = renderWithProviders(<CheckoutSummaryPage />, { path: '/checkout?plan=alles-dabei' });
    expect(within(summary()).getAllByRole('listitem')).toHaveLength(4 + 3);
    expect(summary().textContent).toContain('€\u00a049,90');
    first.unmount();
    renderWithProviders(<CheckoutSummaryPage />, { path: '/checkout?plan=basis' });
    expect(summary().textContent).toContain('€\u00a09,90');
    expect(within(summary()).queryByText(/SIM-Karte/)).not.toBeInTheDocument();
  });

  it('leads back to the shop to change the plan', async () => {
    const { location } = renderWithProviders(<CheckoutSummaryPage />, { path: '/checkout?plan=basis', routes: [shopRoute] });
    await userEvent.click(screen.getByRole('link', { name: 'Anderen Tarif wählen' }));
    expect(location().pathname).toBe('/shop');
  });

  for (const [label, search, title] of [
    ['an unknown plan', '?plan=premium', 'Diesen Tarif kennen wir nicht'],
    ['a malformed plan', '?plan=%3Cscript%3E', 'Diesen Tarif kennen wir nicht'],
    ['two different plans', '?plan=basis&plan=erweitert', 'Diesen Tarif kennen wir nicht'],
    ['no plan', '', 'Du hast noch keinen Tarif gewählt'],
    ['an empty plan', '?plan=', 'Du hast noch keinen Tarif gewählt'],
  ] as const) {
    it(`says so for ${label} and links to the shop`, () => {
      renderWithProviders(<CheckoutSummaryPage />, { path: `/checkout${search}` });
      const problem = screen.getByRole('alert');
      expect(problem).toHaveTextContent(title);
      expect(within(problem).getByRole('link', { name: 'Zu den Tarifen im Shop' })).toHaveAttribute('href', '/shop');
      expect(screen.queryByRole('region', { name: /^Dein Tarif:/ })).not.toBeInTheDocument();
    });
  }

  describe('in English', () => {
    afterEach(async () => {
      await i18n.changeLanguage('de');
    });

    it('names the plan and the problem in English', async () => {
      await act(() => i18n.changeLanguage('en'));
      const first = renderWithProviders(<CheckoutSummaryPage />, { path: '/checkout?plan=alles-dabei' });
      expect(await screen.findByRole('heading', { level: 2, name: 'Your plan: All included' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Your plan: All included' }).textContent).toContain('one-time hardware fee of €\u00a0175,00');
      first.unmount();
      renderWithProviders(<CheckoutSummaryPage />, { path: '/checkout?plan=gold' });
      expect(screen.getByRole('alert')).toHaveTextContent("We don't know this plan");
      expect(screen.getByRole('link', { name: 'Go to the plans in the shop' })).toHaveAttribute('href', '/shop');
    });
  });
});

describe('the prerendered checkout summary', () => {
  function page(path: string) {
    return (
      <AppProviders store={createStore()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/checkout" element={<CheckoutSummaryPage />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    );
  }

  it('hydrates without a mismatch and then shows the plan of the address', async () => {
    // The build prerenders `/checkout` without a query.
    const markup = renderToString(page('/checkout'));
    expect(markup).not.toContain('Dein Tarif:');
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();

    await act(async () => {
      hydrateRoot(container, page('/checkout?plan=erweitert'), { onRecoverableError: recoverable });
    });

    expect(within(container).getByRole('heading', { level: 2 })).toHaveTextContent('Dein Tarif: Erweitert');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
