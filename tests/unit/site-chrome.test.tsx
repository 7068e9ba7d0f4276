import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DefaultLayout } from '@/layouts/default-layout';
import { NavigationBar } from '@/layouts/site/navigation-bar';
import { SiteBanner } from '@/ui/site-banner';
import { SiteFooter } from '@/layouts/site/site-footer';
import { renderWithProviders } from '../utils/render';

describe('the not-orderable banner', () => {
  it('disappears when dismissed', async () => {
    renderWithProviders(<SiteBanner kind="notOrderable" />);
    const banner = screen.getByRole('region', { name: /nicht bestellbar|derzeit/i });
    await userEvent.click(within(banner).getByRole('button', { name: /schließen|ausblenden/i }));
    expect(screen.queryByRole('region', { name: /nicht bestellbar|derzeit/i })).not.toBeInTheDocument();
  });

  it('is back on the next page load', async () => {
    const first = renderWithProviders(<SiteBanner kind="notOrderable" />);
    await userEvent.click(screen.getByRole('button', { name: /schließen|ausblenden/i }));
    first.unmount();
    renderWithProviders(<SiteBanner kind="notOrderable" />);
    expect(screen.getByRole('region', { name: /nicht bestellbar|derzeit/i })).toBeInTheDocument();
  });
});

describe('the navigation bar', () => {
  it('links to the shop on other pages', () => {
    renderWithProviders(<NavigationBar />, { path: '/app' });
    const nav = screen.getAllByRole('navigation', { name: 'Hauptnavigation' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
  });

  it('hides the shop link on /shop', () => {
    renderWithProviders(<NavigationBar />, { path: '/shop' });
    const nav = screen.getAllByRole('navigation', { name: 'Hauptnavigation' })[0]!;
    expect(within(nav).queryByRole('link', { name: 'Shop' })).not.toBeInTheDocument();
  });

  it('opens a menu with the links and a view-prices button, and closes it when an item is chosen', async () => {
    // The menu toggle only shows on small screens.
    (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({
      width: 390,
      height: 844,
    });
    renderWithProviders(<NavigationBar />, { path: '/' });
    const toggle = screen.getByRole('button', { name: 'Menü öffnen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Preise ansehen' })).toHaveAttribute('href', '/shop');
    await userEvent.click(within(menu).getByRole('link', { name: 'Blog' }));
    await waitFor(() => expect(menu).not.toBeVisible());
  });

  it('closes the menu on Escape and returns focus to the toggle', async () => {
    (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({
      width: 390,
      height: 844,
    });
    renderWithProviders(<NavigationBar />, { path: '/' });
    const toggle = screen.getByRole('button', { name: 'Menü öffnen' });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('the footer', () => {
  it('links FAQ, user login, terms, both privacy pages, imprint and five social profiles', () => {
    renderWithProviders(<SiteFooter />);
    const nav = screen.getByRole('navigation', { name: /fußzeile|footer|rechtliches/i });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/faq', '/agb', '/datenschutz', '/datenschutz-lumi', '/impressum']));
    expect(hrefs.some((href) => href?.startsWith('https://app.'))).toBe(true);
    for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'GitHub', 'YouTube']) {
      expect(screen.getByRole('link', { name: network })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    }
  });

  it('shows the current year in the copyright line', () => {
    renderWithProviders(<SiteFooter />);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });
});

describe('the default layout', () => {
  it('has the banners, navigation, main and footer in that order', () => {
    const { container } = renderWithProviders(<DefaultLayout />);
    const order = [...container.querySelectorAll('[data-banner], header, main, footer')].map(
      (element) => element.getAttribute('data-banner') ?? element.tagName.toLowerCase(),
    );
    // Every banner the experiments can choose is in the markup; CSS shows the visitor's (global.css).
    expect(order).toEqual(['notOrderable', 'christmas', 'donation', 'trial', 'groupSessions', 'header', 'main', 'footer']);
  });
});
