import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand } from '@/config/brand';
import { renderWithProviders } from '@tests/utils/render';
import { SupportPhoneLink } from './support-phone-link';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

function useUserAgent(userAgent: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SupportPhoneLink', () => {
  it('offers the callback scheduling on a desktop and reports a phone contact', async () => {
    useUserAgent(desktop);
    const onContact = vi.fn();
    renderWithProviders(<SupportPhoneLink adviceLabel="Lass dich beraten!" onContact={onContact} />);
    const link = screen.getByRole('link', { name: 'Lass dich beraten!' });
    expect(link).toHaveAttribute('href', brand.links.callbackScheduling);
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onContact).toHaveBeenCalledWith('phone');
  });

  it('dials the support number on a phone and reports a phone contact', async () => {
    useUserAgent(iphone);
    const onContact = vi.fn();
    renderWithProviders(<SupportPhoneLink adviceLabel="Lass dich beraten!" onContact={onContact} />);
    const link = screen.getByRole('link', { name: brand.support.phone });
    expect(link).toHaveAttribute('href', brand.support.phoneHref);
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onContact).toHaveBeenCalledExactlyOnceWith('phone');
  });

  it('takes its own text for the phone variant', () => {
    useUserAgent(iphone);
    renderWithProviders(<SupportPhoneLink adviceLabel="Lass dich beraten!" phoneLabel={`Jetzt anrufen: ${brand.support.phone}`} />);
    expect(screen.getByRole('link', { name: `Jetzt anrufen: ${brand.support.phone}` })).toHaveAttribute('href', brand.support.phoneHref);
  });

  it('is prerendered as the desktop link and switches on a phone after hydration, without a mismatch', async () => {
    const html = renderToString(<SupportPhoneLink adviceLabel="Lass dich beraten!" />);
    expect(html).toContain(brand.links.callbackScheduling);
    expect(html).not.toContain('tel:');

    useUserAgent(iphone);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <SupportPhoneLink adviceLabel="Lass dich beraten!" />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(container.querySelector('a')).toHaveAttribute('href', brand.support.phoneHref);
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
