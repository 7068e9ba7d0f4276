import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/utils/render';
import { InfoPackageButton } from './info-package-button';
import { InfoPackageEmailForm } from './info-package-email-form';
import { InfoPackageModalHost } from './info-package-modal-host';
import { seedConsent } from '@tests/utils/consent';

/** Whole-form journeys with Mantine markup: role queries are slow on a busy machine. */
const journey = { timeout: 15_000 };
/**
 * The first opening imports the modal's code (the form engine and its copy): about a second on a
 * quiet machine, more while the whole suite runs, so waiting for the dialog gets more than the
 * default second.
 */
const modalArrival = { timeout: 10_000 };

const copy = {
  label: 'Deine E-Mail-Adresse',
  submit: 'Infopaket bestellen',
  required: 'Bitte gib deine E-Mail-Adresse ein.',
  invalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
};

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <InfoPackageEmailForm copy={copy} />
      <InfoPackageButton>Infopaket</InfoPackageButton>
      <InfoPackageModalHost />
    </>,
  );
  return user;
}

const emailField = () => screen.getByRole('textbox', { name: 'Deine E-Mail-Adresse' });
const orderButton = () => screen.getByRole('button', { name: 'Infopaket bestellen' });

beforeEach(() => {
  window.dataLayer = [];
});

describe('opening the info package modal', journey, () => {
  it('opens with the address typed into the page field and tracks the opening', async () => {
    // Hashed contact details and the e-mail reach the data layer with marketing consent only.
    seedConsent({ statistics: true, marketing: true });
    const user = renderPage();
    await user.click(emailField());
    await user.paste('anna@example.com');
    await user.click(orderButton());
    const dialog = await screen.findByRole('dialog', { name: 'Kostenloses Infopaket bestellen' }, modalArrival);
    expect(await screen.findByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('anna@example.com');
    expect(dialog).toBeVisible();
    expect(window.dataLayer).toEqual([{ event: 'info_package_open' }]);
  });

  it('asks for an address first when the page field is empty', async () => {
    const user = renderPage();
    await user.click(orderButton());
    expect(emailField()).toHaveAccessibleDescription('Bitte gib deine E-Mail-Adresse ein.');
    expect(emailField()).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.dataLayer).toEqual([]);
  });

  it('says when the typed address is not an e-mail address', async () => {
    const user = renderPage();
    await user.click(emailField());
    await user.paste('anna@');
    await user.click(orderButton());
    expect(emailField()).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from an order button that still links to the order page', async () => {
    const user = renderPage();
    const button = screen.getByRole('link', { name: 'Infopaket' });
    expect(button).toHaveAttribute('href', '/infopaket');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Kostenloses Infopaket bestellen' }, modalArrival)).toBeVisible();
  });

  it('closes on Escape and keeps what was typed for the next opening', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('link', { name: 'Infopaket' }));
    await user.click(await screen.findByRole('textbox', { name: 'Vorname' }, modalArrival));
    await user.paste('Anna');
    await user.keyboard('{Escape}');
    // Closed, the dialog stays in the page (with what was typed) but is no longer open.
    await waitFor(() => expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open'));
    await user.click(screen.getByRole('link', { name: 'Infopaket' }));
    expect(await screen.findByRole('textbox', { name: 'Vorname' })).toHaveValue('Anna');
  });
});

describe('the first opening of a page load', () => {
  it('happens in the same update as the tap when the code has arrived before it', async () => {
    // A fresh page load: nothing of the modal has been rendered yet. A tap held until the page was
    // live warmed the code; its replay must not wait for a promise to settle again.
    vi.resetModules();
    const { loadInfoPackageModal } = await import('../load-info-package-modal');
    const { InfoPackageEmailForm: EmailForm } = await import('./info-package-email-form');
    const { InfoPackageModalHost: Host } = await import('./info-package-modal-host');
    await loadInfoPackageModal();
    renderWithProviders(
      <>
        <EmailForm copy={copy} />
        <Host />
      </>,
    );
    fireEvent.change(emailField(), { target: { value: 'anna@example.com' } });
    fireEvent.click(orderButton());
    expect(document.querySelector('dialog[open] input[name="EMAIL"]')).toHaveValue('anna@example.com');
  });
});
