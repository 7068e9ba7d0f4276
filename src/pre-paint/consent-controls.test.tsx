import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/utils/render';
import { seedConsent } from '../../tests/utils/consent';
import { ConsentDialog, ConsentSettingsButton } from '@/platform/consent/components/consent-dialog';
import { installConsentControls, markConsentState, readConsentState } from './consent-controls';
import { handOff, takeOverConsentDecisions } from '../config/hand-off';

const root = document.documentElement;
/** The first layer's answer (the settings layer repeats "Alle akzeptieren"; no CSS hides it here). */
const firstLayerButton = (name: string) => screen.getAllByRole('button', { name })[0]!;
const storedCategories = () => JSON.parse(window.localStorage.getItem('lumi:consent') ?? 'null')?.categories as Record<string, boolean> | undefined;

function renderPage() {
  return renderWithProviders(
    <>
      <ConsentDialog />
      <main id="main" tabIndex={-1}>
        <p>
          {/* What an FAQ answer holding such a link would be, had the sanitiser let it through. */}
          <a href="/shop" data-consent-action="accept-all">
            Weiter zum Shop
          </a>
        </p>
      </main>
      <footer>
        <ConsentSettingsButton />
      </footer>
    </>,
  );
}

beforeAll(() => installConsentControls(document));

beforeEach(() => {
  delete root.dataset.consent;
  delete root.dataset.consentDialog;
  delete handOff().saveConsent;
});

describe('before the visitor decided', () => {
  it('marks the page so the dialog shows', () => {
    markConsentState(document, readConsentState());
    expect(root.dataset.consentDialog).toBe('open');
    expect(root.dataset.consent).toBe('ask');
  });

  it('"Alle akzeptieren" stores both categories and closes the dialog', async () => {
    markConsentState(document, readConsentState());
    renderPage();
    await userEvent.click(firstLayerButton('Alle akzeptieren'));
    expect(storedCategories()).toEqual({ necessary: true, statistics: true, marketing: true });
    expect(root.dataset.consentDialog).toBeUndefined();
    expect(root.dataset.consent).toBe('decided');
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('"Nur notwendige" stores neither category', async () => {
    markConsentState(document, readConsentState());
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Nur notwendige' }));
    expect(storedCategories()).toEqual({ necessary: true, statistics: false, marketing: false });
  });

  it('"Einstellungen" shows the categories, nothing optional ticked, and saves what was ticked', async () => {
    markConsentState(document, readConsentState());
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Einstellungen' }));
    const dialog = document.getElementById('consent-dialog')!;
    expect(dialog.dataset.layer).toBe('settings');
    expect(document.activeElement?.textContent).toBe('Einstellungen');
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Marketing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    expect(storedCategories()).toEqual({ necessary: true, statistics: false, marketing: true });
    expect(dialog.dataset.layer).toBe('first');
  });
});

describe('after a decision', () => {
  it('stays closed, and the footer entry reopens it with the stored choice ticked', async () => {
    seedConsent({ statistics: true, marketing: false });
    markConsentState(document, readConsentState());
    expect(root.dataset.consentDialog).toBeUndefined();
    renderPage();
    const footerEntry = screen.getByRole('button', { name: 'Cookie-Einstellungen' });
    await userEvent.click(footerEntry);
    expect(root.dataset.consentDialog).toBe('open');
    await userEvent.click(screen.getByRole('button', { name: 'Einstellungen' }));
    expect(screen.getByRole('checkbox', { name: 'Statistik und Tests' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
  });

  it('closes with Escape and gives focus back to the footer entry', async () => {
    seedConsent({ statistics: false, marketing: false });
    markConsentState(document, readConsentState());
    renderPage();
    const footerEntry = screen.getByRole('button', { name: 'Cookie-Einstellungen' });
    await userEvent.click(footerEntry);
    await userEvent.keyboard('{Escape}');
    expect(root.dataset.consentDialog).toBeUndefined();
    expect(footerEntry).toHaveFocus();
  });

  it('cannot be closed with Escape while there is no decision', async () => {
    markConsentState(document, readConsentState());
    renderPage();
    await userEvent.keyboard('{Escape}');
    expect(root.dataset.consentDialog).toBe('open');
  });
});

describe('buttons outside the dialog and the footer entry (issue 27)', () => {
  it('a consent action in the page content decides nothing', async () => {
    window.localStorage.clear();
    markConsentState(document, readConsentState());
    renderPage();
    await userEvent.click(screen.getByRole('link', { name: 'Weiter zum Shop' }));
    expect(storedCategories()).toBeUndefined();
    expect(root.dataset.consentDialog).toBe('open');
  });
});

describe('once the app has started', () => {
  it('hands the decision to the app, which saves it', async () => {
    window.localStorage.clear();
    const saved: unknown[] = [];
    takeOverConsentDecisions((choice) => saved.push(choice));
    markConsentState(document, readConsentState());
    renderPage();
    await userEvent.click(firstLayerButton('Alle akzeptieren'));
    expect(saved).toEqual([{ statistics: true, marketing: true }]);
    expect(storedCategories()).toBeUndefined();
    expect(root.dataset.consentDialog).toBeUndefined();
  });
});
