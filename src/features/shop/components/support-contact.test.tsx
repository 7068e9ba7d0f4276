import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { brand } from '@/config/brand';
import { loadNamespace } from '@/i18n/i18n';
import { renderWithProviders } from '../../../../tests/utils/render';
import { ShopChat } from './shop-chat';
import { SupportContact } from './support-contact';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const stop = (event: Event) => event.preventDefault();

beforeAll(async () => {
  await Promise.all([loadNamespace('shop'), loadNamespace('shop-old'), loadNamespace('shop-not-so-old'), loadNamespace('lp-old')]);
});

beforeEach(() => {
  window.dataLayer = [];
  document.addEventListener('click', stop);
});

afterEach(() => {
  document.removeEventListener('click', stop);
  vi.restoreAllMocks();
});

describe('the shop support contact', () => {
  it('offers the callback scheduling on a desktop (contact), the callback form and the WhatsApp chat (chat_shop)', async () => {
    renderWithProviders(<SupportContact ns="shop-old" />);
    const advice = screen.getByRole('link', { name: 'Lass dich beraten!' });
    expect(advice).toHaveAttribute('href', brand.links.callbackScheduling);
    expect(screen.getByRole('link', { name: 'Rückruf anfordern' })).toHaveAttribute('href', '/callbackform');
    const chat = screen.getByRole('link', { name: 'Schreib uns auf WhatsApp' });
    expect(chat).toHaveAttribute('href', brand.support.whatsapp);
    await userEvent.click(advice);
    await userEvent.click(chat);
    expect(window.dataLayer).toEqual([{ event: 'contact', method: 'phone' }, { event: 'chat_shop' }]);
  });

  it('dials the number on a phone', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(iphone);
    renderWithProviders(<SupportContact ns="shop-old" />);
    const call = screen.getByRole('link', { name: `${brand.support.phone} anrufen` });
    expect(call).toHaveAttribute('href', brand.support.phoneHref);
    await userEvent.click(call);
    expect(window.dataLayer).toEqual([{ event: 'contact', method: 'phone' }]);
  });
});

describe('the shop chat line', () => {
  it.each(['shop', 'shop-not-so-old', 'lp-old'] as const)('on %s asks its question and reports chat_shop', async (ns) => {
    renderWithProviders(<ShopChat ns={ns} />);
    const chat = screen.getByRole('link', { name: 'Schreib uns auf WhatsApp' });
    expect(chat.closest('p')?.textContent).toMatch(/\?\s*Schreib uns auf WhatsApp$/);
    await userEvent.click(chat);
    expect(window.dataLayer).toEqual([{ event: 'chat_shop' }]);
  });
});
