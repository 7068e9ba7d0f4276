import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brand } from '@/config/brand';
import { i18n } from '@/i18n/i18n';
import { renderWithProviders } from '@tests/utils/render';
import { SiteFooter } from './site-footer';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Lets the click handlers run without the test browser following the link. */
function stayOnPage() {
  const stop = (event: Event) => event.preventDefault();
  document.addEventListener('click', stop);
  return () => document.removeEventListener('click', stop);
}

let release: () => void;

beforeEach(() => {
  window.dataLayer = [];
  release = stayOnPage();
});

afterEach(() => {
  release();
  vi.restoreAllMocks();
});

describe('the footer', () => {
  it('offers the callback scheduling on a desktop and counts it as a phone contact', async () => {
    renderWithProviders(<SiteFooter />);
    const advice = screen.getByRole('link', { name: 'Lass dich beraten!' });
    expect(advice).toHaveAttribute('href', brand.links.callbackScheduling);
    await userEvent.click(advice);
    expect(window.dataLayer).toEqual([{ event: 'contact', method: 'phone' }]);
  });

  it('dials the support number on a phone', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(iphone);
    renderWithProviders(<SiteFooter />);
    const call = screen.getByRole('link', { name: brand.support.phone });
    expect(call).toHaveAttribute('href', brand.support.phoneHref);
    await userEvent.click(call);
    expect(window.dataLayer).toEqual([{ event: 'contact', method: 'phone' }]);
  });

  it('counts the e-mail link as an e-mail contact', async () => {
    renderWithProviders(<SiteFooter />);
    await userEvent.click(screen.getByRole('link', { name: brand.support.supportEmail }));
    expect(window.dataLayer).toEqual([{ event: 'contact', method: 'email' }]);
  });

  it('links the page in Leichte Sprache first among its pages, with its sign, in both languages', async () => {
    const { unmount } = renderWithProviders(<SiteFooter />);
    const nav = screen.getByRole('navigation', { name: 'Fußzeile' });
    const first = within(nav).getAllByRole('link')[0]!;
    expect(first).toHaveAccessibleName('Leichte Sprache');
    expect(first).toHaveAttribute('href', '/leichte-sprache');
    expect(first.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    unmount();
    await act(() => i18n.changeLanguage('en'));
    try {
      renderWithProviders(<SiteFooter />);
      expect(screen.getByRole('link', { name: 'Easy Read' })).toHaveAttribute('href', '/leichte-sprache');
    } finally {
      await act(() => i18n.changeLanguage('de'));
    }
  });

  it('links the WhatsApp chat and the page for care facilities', () => {
    renderWithProviders(<SiteFooter />);
    expect(screen.getByRole('link', { name: 'Schreib uns auf WhatsApp' })).toHaveAttribute('href', brand.support.whatsapp);
    expect(screen.getByRole('link', { name: 'Für Pflegeeinrichtungen' })).toHaveAttribute('href', brand.links.careFacilities);
  });

  it('names the network of a social link that is followed', async () => {
    renderWithProviders(<SiteFooter />);
    await userEvent.click(screen.getByRole('link', { name: 'Instagram' }));
    await userEvent.click(screen.getByRole('link', { name: 'YouTube' }));
    expect(window.dataLayer).toEqual([
      { event: 'social', network: 'instagram' },
      { event: 'social', network: 'youtube' },
    ]);
  });
});
