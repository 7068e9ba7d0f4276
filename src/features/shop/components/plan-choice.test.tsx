import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/i18n/i18n';
import { renderWithProviders } from '@tests/utils/render';
import { PlanCards } from './plan-cards';
import { PlanComparisonTable } from './plan-comparison-table';
import { PlanTeaser } from './plan-teaser';

const checkoutRoute = { path: '/checkout', element: <p>Kasse</p> };
const shopRoute = { path: '/shop', element: <p>Shop</p> };

beforeAll(async () => {
  await Promise.all([loadNamespace('shop'), loadNamespace('shop-old'), loadNamespace('lp-old')]);
});

beforeEach(() => {
  window.dataLayer = [];
});

describe('plan cards', () => {
  it('show each plan with its monthly price and a link to the checkout with the plan', () => {
    renderWithProviders(<PlanCards ns="shop" highlight="erweitert" />);
    const cards = screen.getAllByRole('listitem').filter((item) => item.hasAttribute('data-plan-card'));
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Basis', 'Erweitert', 'Alles dabei']);
    expect(cards.map((card) => card.textContent?.match(/€\u00a0\d+,\d\d/)?.[0])).toEqual(['€\u00a09,90', '€\u00a019,90', '€\u00a049,90']);
    expect(screen.getByRole('link', { name: 'Alles dabei wählen' })).toHaveAttribute('href', '/checkout?plan=alles-dabei');
    expect(within(cards[1]!).getByText('Unsere Empfehlung')).toBeInTheDocument();
  });

  it('report the chosen plan by its German name and open the checkout', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<PlanCards ns="shop" />, { routes: [checkoutRoute] });
    await user.click(screen.getByRole('link', { name: 'Erweitert wählen' }));
    expect(await screen.findByText('Kasse')).toBeInTheDocument();
    expect(location().search).toBe('?plan=erweitert');
    expect(window.dataLayer).toEqual([{ event: 'plan', plan: 'Erweitert' }]);
  });
});

describe('plan comparison table', () => {
  it('names what each plan includes for screen readers, not only with marks', () => {
    renderWithProviders(<PlanComparisonTable ns="shop-old" />);
    const row = screen.getByRole('row', { name: /Zusätzliches Internet/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Basisnicht enthalten', 'Erweitertenthalten', 'Alles dabeienthalten']);
  });
});

describe('plan teaser', () => {
  it('leads into the shop and reports go_to_shop, not a plan', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PlanTeaser ns="lp-old" />, { routes: [shopRoute] });
    await user.click(screen.getByRole('link', { name: 'Alle Tarife vergleichen' }));
    expect(await screen.findByText('Shop')).toBeInTheDocument();
    expect(window.dataLayer).toEqual([{ event: 'go_to_shop' }]);
  });
});
