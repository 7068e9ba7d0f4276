import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { crmLog } from '@mocks/crm-log';
// The mocks answer this file's requests; tests/setup.ts starts, resets and stops them.
import '@tests/utils/mock-server';
import { clearOutbox, listOutbox } from '@tests/utils/outbox';
import { renderWithProviders } from '@tests/utils/render';
import { i18n } from '@/i18n/i18n';
import { InfoPackageForm } from './info-package-form';
import { seedConsent } from '@tests/utils/consent';

/** Whole-form journeys with Mantine markup: role queries are slow on a busy machine. */
const journey = { timeout: 15_000 };

const errorText = 'Deine Anmeldung konnte nicht gespeichert werden. Bitte versuche es erneut.';

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(async () => {
  await clearOutbox();
});

type User = ReturnType<typeof userEvent.setup>;

/** Pastes instead of typing key by key: the same change events, a fraction of the time. */
async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillIn(email: string) {
  const user = userEvent.setup();
  renderWithProviders(<InfoPackageForm />);
  await enter(user, screen.getByRole('textbox', { name: 'Vorname' }), 'Anna');
  await enter(user, screen.getByRole('textbox', { name: 'Nachname' }), 'Muster');
  await enter(user, screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), email);
  await user.click(screen.getByRole('radio', { name: 'Für mich selbst' }));
  await user.click(screen.getByRole('checkbox', { name: /Ich bin einverstanden/ }));
  return { user, submit: () => user.click(screen.getByRole('button', { name: 'Infopaket anfordern' })) };
}

describe('the info package form', journey, () => {
  it('replaces itself with the next step once the CRM took the order', async () => {
    // Hashed contact details and the e-mail reach the data layer with marketing consent only.
    seedConsent({ statistics: true, marketing: true });
    const { submit } = await fillIn('anna@example.com');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Fast geschafft – nur noch ein Schritt' })).toHaveFocus();
    expect(screen.getByText(/bestätige einmal deine E-Mail-Adresse/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(crmLog.list()).toHaveLength(1);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'info_package_sent', email: 'anna@example.com' }));
  });

  it("shows a refusal as an alert with the CRM's reason and keeps every typed value", async () => {
    const { submit } = await fillIn('fail-400@example.com');
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errorText);
    expect(alert).toHaveTextContent('Mock scenario fail-400');
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Anna');
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('fail-400@example.com');
    expect(screen.getByRole('radio', { name: 'Für mich selbst' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Ich bin einverstanden/ })).toBeChecked();
    expect(window.dataLayer).toEqual([]);
  });

  it('saves the order instead of failing when the CRM is down, and says so', async () => {
    const { submit } = await fillIn('fail-503@example.com');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Gespeichert – wird gesendet, sobald du wieder online bist' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const [entry] = await listOutbox();
    expect(entry).toMatchObject({ status: 'pending', fields: expect.objectContaining({ EMAIL: 'fail-503@example.com', VORNAME: 'Anna' }) });
    expect(window.dataLayer).toEqual([]);
  });

  it('hides the failure again when the visitor sends once more', async () => {
    const { user, submit } = await fillIn('fail-400@example.com');
    await submit();
    await screen.findByRole('alert');
    const email = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await user.clear(email);
    await enter(user, email, 'anna@example.com');
    await submit();
    await screen.findByRole('heading', { name: 'Fast geschafft – nur noch ein Schritt' });
    expect(screen.queryByText(errorText)).not.toBeInTheDocument();
  });

  it('shows success to a bot that filled the trap, without sending anything', async () => {
    const { submit } = await fillIn('bot@example.com');
    const form = screen.getByRole('form', { name: 'Infopaket bestellen' });
    const trap = form.querySelector<HTMLInputElement>('input[name="email_address_check"]');
    if (!trap) throw new Error('no trap field');
    trap.value = 'https://spam.example';
    await submit();
    await screen.findByRole('heading', { name: 'Fast geschafft – nur noch ein Schritt' });
    expect(crmLog.list()).toEqual([]);
    expect(window.dataLayer).toEqual([]);
  });

  it('keeps the trap away from people: out of the tab order, unannounced, never autofilled', () => {
    renderWithProviders(<InfoPackageForm />);
    const trap = screen.getByRole('form').querySelector('input[name="email_address_check"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap).toHaveAttribute('aria-hidden', 'true');
  });

  it('links the consent declaration and the privacy policy next to the consent box', () => {
    renderWithProviders(<InfoPackageForm />);
    const form = within(screen.getByRole('form'));
    expect(form.getByRole('link', { name: /Einwilligungserklärung/ })).toHaveAttribute('href', '/einwilligungserklaerung-dsgvo1');
    expect(form.getByRole('link', { name: /Datenschutzerklärung/ })).toHaveAttribute('href', '/datenschutz');
  });

  it('fills the e-mail address it was given and the hidden locale de', () => {
    renderWithProviders(<InfoPackageForm email="anna@example.com" />);
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('anna@example.com');
    expect(screen.getByRole('form').querySelector('input[name="locale"]')).toHaveValue('de');
  });

  it('posts to the CRM by itself where no script runs', () => {
    renderWithProviders(<InfoPackageForm />);
    const form = screen.getByRole('form');
    expect(form).toHaveAttribute('action', 'http://127.0.0.1:4318/crm/form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
  });
});

describe('the info package form in English', journey, () => {
  afterEach(async () => {
    await i18n.changeLanguage('de');
  });

  it('follows a language switch with its labels and messages, while the CRM still gets locale de', async () => {
    const user = userEvent.setup();
    renderWithProviders(<InfoPackageForm />);
    await user.click(screen.getByRole('button', { name: 'Infopaket anfordern' }));
    expect(await screen.findByRole('radiogroup', { name: 'Für wen interessierst du dich?' })).toHaveAccessibleDescription(
      'Bitte wähle aus, für wen das Infopaket ist.',
    );

    await act(() => i18n.changeLanguage('en'));
    // The rule language's English words come with the first English form, right after the labels.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('First name is required.'));
    expect(screen.getByRole('radiogroup', { name: 'Who are you interested for?' })).toHaveAccessibleDescription('Please choose who the info package is for.');
    expect(screen.getByRole('button', { name: 'Request info package' })).toBeInTheDocument();
    expect(screen.getByRole('form').querySelector('input[name="locale"]')).toHaveValue('de');
  });

  it('names the role choices in English after a language switch and keeps what was chosen and typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<InfoPackageForm />);
    await enter(user, screen.getByRole('textbox', { name: 'Vorname' }), 'Anna');
    await user.click(screen.getByRole('radio', { name: 'Für eine angehörige Person' }));

    await act(() => i18n.changeLanguage('en'));
    const roles = await screen.findByRole('radiogroup', { name: 'Who are you interested for?' });
    expect(within(roles).getByRole('radio', { name: 'For a relative' })).toBeChecked();
    expect(within(roles).getByRole('radio', { name: 'For myself' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Anna');

    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByRole('radio', { name: 'Für eine angehörige Person' })).toBeChecked();
  });

  it('says in English when the order could not be saved', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    renderWithProviders(<InfoPackageForm />);
    await enter(user, await screen.findByRole('textbox', { name: 'First name' }), 'Anna');
    await enter(user, screen.getByRole('textbox', { name: 'Last name' }), 'Muster');
    await enter(user, screen.getByRole('textbox', { name: 'E-mail address' }), 'fail-422@example.com');
    await user.click(screen.getByRole('radio', { name: 'For a relative' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Request info package' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your registration could not be saved. Please try again.');
  });
});
