import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/utils/render';
import { i18n } from '@/i18n/i18n';
import { NewTabLink } from './new-tab-link';

afterEach(async () => {
  await i18n.changeLanguage('de');
});

describe('NewTabLink', () => {
  it('opens in a new tab without handing the page over, and says so in its name', () => {
    renderWithProviders(<NewTabLink href="/datenschutz">Datenschutzerklärung</NewTabLink>);
    const link = screen.getByRole('link', { name: 'Datenschutzerklärung (öffnet in einem neuen Tab)' });
    expect(link).toHaveAttribute('href', '/datenschutz');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('says it in English after a switch to English', async () => {
    renderWithProviders(<NewTabLink href="/datenschutz">privacy policy</NewTabLink>);
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('link', { name: 'privacy policy (opens in a new tab)' })).toBeInTheDocument();
  });
});
