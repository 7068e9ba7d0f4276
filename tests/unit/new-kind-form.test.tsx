import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiLog } from '@mocks/api-log';
// The mocks answer this file's requests; tests/setup.ts starts, resets and stops them.
import '@tests/utils/mock-server';
import { renderWithProviders } from '@tests/utils/render';
import type { SubmissionKind } from '@server/contract/kinds.generated';
import { env } from '@/config/env';
import { i18n } from '@/i18n/i18n';
import type { Locale } from '@/i18n/locale';
import { textOf } from '@/platform/forms/model/field-definition';
import { SubmissionForm } from '@/platform/forms/submission/components/submission-form';
import type { SubmissionDescriptor } from '@/platform/forms/submission/model/descriptor';
import { siteApi } from '@/platform/forms/submission/model/site-api';

/**
 * On the site's side, a new kind of submission needs a descriptor and a page (with its copy),
 * nothing else. The contract gets the kind (a newsletter sign-up, as in the service's own test,
 * `server/contract/new-kind.test.ts`), and the table generated from it reaches the site, the
 * outbox and the mock of the site API; this file then declares the form and the page that shows
 * it, and the form posts where the table says, with and without script.
 */
const withNewsletter = vi.hoisted(() => ({ text: '' }));

async function contractWithNewsletter(): Promise<string> {
  const { readFileSync } = await import('node:fs');
  const { contractPath } = await import('@scripts/contract/generate.ts');
  const { withNewsletterKind } = await import('@tests/utils/newsletter-kind');
  withNewsletter.text ||= withNewsletterKind(readFileSync(contractPath, 'utf8'));
  return withNewsletter.text;
}

vi.mock('@server/contract/kinds.generated', async () => {
  const { kindsTableOf } = await import('@scripts/contract/generate.ts');
  return kindsTableOf(await contractWithNewsletter());
});

// The mock of the site API checks bodies against the contract file: here, the one with the new kind.
vi.mock('@mocks/api-contract', async () => {
  const { compileContract } = await import('@server/contract/compile.ts');
  const compiled = compileContract(await contractWithNewsletter());
  return { loadApiContract: async () => compiled };
});

// ---- The descriptor ----

type NewsletterRequest = { readonly email: string; readonly consent: 'yes'; readonly locale: Locale };

const newsletter: SubmissionDescriptor<NewsletterRequest, { email: string }, { email: string; consent: string }, 'consentRequired'> = {
  endpoint: siteApi('newsletter' as SubmissionKind),
  copy: { namespace: 'newsletter', section: 'form' },
  fields: ({ fields, message }) => [
    { name: 'email', type: 'email', label: fields.email, rules: 'required|email', autoComplete: 'email' },
    { name: 'consent', type: 'checkbox', label: fields.consent, rules: 'accepted', messages: { accepted: () => message('consentRequired') } },
  ],
  request: (values, { locale }) => (textOf(values.email) && values.consent === true ? { email: textOf(values.email), consent: 'yes', locale } : undefined),
  shown: (request) => ({ email: request?.email ?? '' }),
};

// ---- The page, and its copy ----

function NewsletterPage() {
  return <SubmissionForm descriptor={newsletter} headingOrder={2} renderSent={({ email }) => <p role="status">Angemeldet: {email}</p>} />;
}

beforeAll(() => {
  i18n.addResourceBundle('de', 'newsletter', {
    form: {
      label: 'Newsletter',
      submit: 'Anmelden',
      honeypot: 'Dieses Feld bitte leer lassen',
      error: 'Die Anmeldung ging nicht durch.',
      errorReason: 'Rückmeldung: {{reason}}',
      fields: { email: 'E-Mail-Adresse', consent: 'Ich möchte den Newsletter bekommen.' },
      messages: { consentRequired: 'Bitte bestätige die Anmeldung.' },
    },
  });
});

describe('a kind added to the contract, on the site', () => {
  it(
    'needs only its descriptor and its page: the form posts to the path of the table, without script too, and the site API takes it',
    { timeout: 15_000 },
    async () => {
      const user = userEvent.setup();
      renderWithProviders(<NewsletterPage />);
      const form = screen.getByRole('form', { name: 'Newsletter' });
      expect(form).toHaveAttribute('action', `${env.apiBaseUrl}/newsletter`);
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('enctype', 'multipart/form-data');
      expect(form.querySelector('input[type="hidden"][name="locale"]')).toHaveValue('de');

      await user.click(screen.getByRole('button', { name: 'Anmelden' }));
      expect(await screen.findByText('Bitte bestätige die Anmeldung.')).toBeInTheDocument();
      expect(apiLog.list()).toEqual([]);

      await user.click(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }));
      await user.paste('news@example.com');
      await user.click(screen.getByRole('checkbox', { name: 'Ich möchte den Newsletter bekommen.' }));
      await user.click(screen.getByRole('button', { name: 'Anmelden' }));
      expect(await screen.findByRole('status', {}, { timeout: 8_000 })).toHaveTextContent('Angemeldet: news@example.com');
      expect(apiLog.list()).toMatchObject([
        { path: '/api/newsletter', contentType: 'application/json', status: 201, fields: { email: 'news@example.com', consent: 'yes', locale: 'de' } },
      ]);
    },
  );
});
