import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/i18n/i18n';
import { renderWithProviders } from '@tests/utils/render';
import { BenefitsSection } from './benefits-section';

beforeAll(async () => {
  await loadNamespace('home-sections');
});

beforeEach(() => {
  window.dataLayer = [];
});

describe('the benefit cards', () => {
  it('turn over with their button to show the detail, and back again', async () => {
    renderWithProviders(<BenefitsSection />);
    const toggle = screen.getByRole('button', { name: 'Mehr erfahren: Kein WLAN nötig' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const back = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(back).toHaveTextContent('weder Router noch WLAN-Passwort');
    const card = toggle.closest('li')!;
    expect(card).not.toHaveAttribute('data-turned');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Zurück: Kein WLAN nötig');
    expect(card).toHaveAttribute('data-turned');
    expect(window.dataLayer).toEqual([{ event: 'flip_card' }]);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(card).not.toHaveAttribute('data-turned');
    // Turning back to the front is not counted.
    expect(window.dataLayer).toEqual([{ event: 'flip_card' }]);
  });

  it('each have a button, a title on both faces and a detail of their own', () => {
    renderWithProviders(<BenefitsSection />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    const details = cards.map((card) => {
      const toggle = within(card).getByRole('button');
      const back = document.getElementById(toggle.getAttribute('aria-controls')!)!;
      expect(card.contains(back)).toBe(true);
      expect(within(back).getByRole('heading', { level: 3 }).textContent).toBe(card.querySelector('h3')!.textContent);
      return back.querySelector('p')!.textContent;
    });
    expect(new Set(details).size).toBe(6);
  });

  it('turns with the keyboard', async () => {
    renderWithProviders(<BenefitsSection />);
    const toggle = screen.getByRole('button', { name: 'Mehr erfahren: 60 Tage kostenlos testen' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(window.dataLayer).toEqual([{ event: 'flip_card' }]);
  });
});
