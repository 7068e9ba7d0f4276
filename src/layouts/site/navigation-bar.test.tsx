import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/utils/render';
import { NavigationBar } from './navigation-bar';

const shopRoute = { path: '/shop', element: <p>Shop</p> };

beforeEach(() => {
  window.dataLayer = [];
});

describe('the navigation bar counts the ways into the shop', () => {
  it('the shop link reports go_to_shop; other links report nothing', async () => {
    renderWithProviders(<NavigationBar />, { path: '/app', routes: [shopRoute] });
    const nav = screen.getAllByRole('navigation', { name: 'Hauptnavigation' })[0]!;
    await userEvent.click(within(nav).getByRole('link', { name: 'Shop' }));
    expect(await screen.findByText('Shop', { selector: 'p' })).toBeInTheDocument();
    expect(window.dataLayer).toEqual([{ event: 'go_to_shop' }]);
  });

  it("the menu's view-prices button reports go_to_shop", async () => {
    (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({
      width: 390,
      height: 844,
    });
    renderWithProviders(<NavigationBar />, { path: '/blog', routes: [shopRoute] });
    await userEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const menu = document.getElementById('mobile-menu')!;
    await userEvent.click(within(menu).getByRole('link', { name: 'FAQ' }));
    expect(window.dataLayer).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    await userEvent.click(within(menu).getByRole('link', { name: 'Preise ansehen' }));
    expect(window.dataLayer).toEqual([{ event: 'go_to_shop' }]);
  });
});
