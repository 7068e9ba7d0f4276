import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brand } from '@/config/brand';
import { renderWithProviders } from '@tests/utils/render';
import { SupportContact, type SupportContactCopy, type SupportOfferCopy } from './support-contact';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const copy: SupportContactCopy = {
  heading: 'Wir helfen dir',
  text: 'Ruf an oder schreib.',
  phoneLabel: 'Ruf uns an',
  emailLabel: 'Oder schreib uns',
  hours: 'Mo–Fr',
};
const offerCopy: SupportOfferCopy = {
  text: 'Wir beraten dich gern persönlich.',
  advice: 'Lass dich beraten!',
  call: `${brand.support.phone} anrufen`,
  callback: 'Rückruf anfordern',
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

describe("the product pages' support contact", () => {
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

describe('the offer look of the support contact', () => {
  it('offers the callback scheduling on a desktop and the callback form as buttons, and what follows them', async () => {
    renderWithProviders(
      <SupportContact look="offer" copy={offerCopy}>
        <p>Lieber schreiben?</p>
      </SupportContact>,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    const advice = screen.getByRole('link', { name: 'Lass dich beraten!' });
    expect(advice).toHaveAttribute('href', brand.links.callbackScheduling);
    expect(screen.getByRole('link', { name: 'Rückruf anfordern' })).toHaveAttribute('href', '/callbackform');
    expect(screen.getByText('Lieber schreiben?')).toBeInTheDocument();
    await userEvent.click(advice);
    expect(window.dataLayer).toEqual([{ event: 'contact', method: 'phone' }]);
  });

  it('names the number to call on a phone', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(iphone);
    renderWithProviders(<SupportContact look="offer" copy={offerCopy} />);
    const call = screen.getByRole('link', { name: `${brand.support.phone} anrufen` });
    expect(call).toHaveAttribute('href', brand.support.phoneHref);
    await userEvent.click(call);
    expect(window.dataLayer).toEqual([{ event: 'contact', method: 'phone' }]);
  });
});
