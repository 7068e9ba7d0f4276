import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brand } from '@/config/brand';
import { renderWithProviders } from '../../../tests/utils/render';
import { SupportContact, type SupportContactCopy } from './support-contact';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const copy: SupportContactCopy = {
  heading: 'Wir helfen dir',
  text: 'Ruf an oder schreib.',
  phoneLabel: 'Ruf uns an',
  emailLabel: 'Oder schreib uns',
  hours: 'Mo–Fr',
};
const stop = (event: Event) => event.preventDefault();

beforeEach(() => {
  window.dataLayer = [];
  document.addEventListener('click', stop);
});

afterEach(() => {
  document.removeEventListener('click', stop);
  vi.restoreAllMocks();
});

describe('the product pages\' support contact', () => {
  it('offers the callback scheduling on a desktop, e-mail and WhatsApp, and counts the contacts', async () => {
    renderWithProviders(<SupportContact copy={copy} />);
    const advice = screen.getByRole('link', { name: 'Lass dich beraten!' });
    expect(advice).toHaveAttribute('href', brand.links.callbackScheduling);
    expect(screen.getByRole('link', { name: 'Schreib uns auf WhatsApp' })).toHaveAttribute('href', brand.support.whatsapp);
    await userEvent.click(advice);
    await userEvent.click(screen.getByRole('link', { name: brand.support.supportEmail }));
    expect(window.dataLayer).toEqual([
      { event: 'contact', method: 'phone' },
      { event: 'contact', method: 'email' },
    ]);
  });

  it('dials the number on a phone', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(iphone);
    renderWithProviders(<SupportContact copy={copy} />);
    expect(screen.getByRole('link', { name: brand.support.phone })).toHaveAttribute('href', brand.support.phoneHref);
    expect(screen.queryByRole('link', { name: 'Lass dich beraten!' })).not.toBeInTheDocument();
  });
});
