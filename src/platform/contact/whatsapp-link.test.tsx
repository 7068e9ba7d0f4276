import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { brand } from '@/config/brand';
import { renderWithProviders } from '@tests/utils/render';
import { WhatsAppLink } from './whatsapp-link';

describe('WhatsAppLink', () => {
  it('links the support chat as an ordinary link and reports the click', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<WhatsAppLink onOpen={onOpen}>Schreib uns auf WhatsApp</WhatsAppLink>);
    const link = screen.getByRole('link', { name: 'Schreib uns auf WhatsApp' });
    expect(link).toHaveAttribute('href', brand.support.whatsapp);
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).not.toHaveAttribute('target');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
