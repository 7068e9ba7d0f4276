import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/i18n/i18n';
import { renderWithProviders } from '@tests/utils/render';
import { ShopChat } from './shop-chat';

beforeAll(async () => {
  await Promise.all([loadNamespace('shop'), loadNamespace('shop-not-so-old'), loadNamespace('lp-old')]);
});

// The chat opens another site: the tests keep the document where it is.
const stop = (event: Event) => event.preventDefault();

beforeEach(() => {
  window.dataLayer = [];
  document.addEventListener('click', stop);
});

afterEach(() => {
  document.removeEventListener('click', stop);
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
