import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/routes';
import { CallbackConsentNote } from '@/features/callback/components/callback-panels';
import { ConsentNote } from '@/features/info-package/components/consent-note';
import { ApplicationConsentNote } from '@/features/test-user/components/consent-note';
import { i18n } from '@/i18n/i18n';
import { renderWithProviders } from '../utils/render';

afterEach(async () => {
  await i18n.changeLanguage('de');
});

// Each consent line is one translated sentence whose tagged words become links to the legal texts.
const notes: { form: string; note: () => ReactElement; links: Record<'de' | 'en', [name: string, href: string][]>; sentence: Record<'de' | 'en', RegExp> }[] = [
  {
    form: 'the info package',
    note: () => <ConsentNote />,
    links: {
      de: [
        ['Einwilligungserklärung', paths.consent1],
        ['Datenschutzerklärung', paths.privacy],
      ],
      en: [
        ['declaration of consent', paths.consent1],
        ['privacy policy', paths.privacy],
      ],
    },
    sentence: {
      de: /^Alles Weitere steht in der Einwilligungserklärung.* und in der Datenschutzerklärung.*\.$/,
      en: /^You will find everything else in the declaration of consent.* and the privacy policy.*\.$/,
    },
  },
  {
    form: 'the callback',
    note: () => <CallbackConsentNote />,
    links: { de: [['Datenschutzerklärung', paths.privacy]], en: [['privacy policy', paths.privacy]] },
    sentence: {
      de: /^Wir nutzen deine Angaben nur für diesen Rückruf\. Mehr dazu steht in der Datenschutzerklärung.*\.$/,
      en: /^We only use your details for this callback\. You'll find more in the privacy policy.*\.$/,
    },
  },
  {
    form: 'the test user application',
    note: () => <ApplicationConsentNote />,
    links: {
      de: [
        ['Datenschutzerklärung', paths.privacy],
        ['Einwilligungserklärung', paths.consent2],
      ],
      en: [
        ['privacy policy', paths.privacy],
        ['declaration of consent', paths.consent2],
      ],
    },
    sentence: { de: /^Wir nutzen deine Angaben für deine Bewerbung.*jederzeit widerrufen\.$/, en: /^We use your details for your application.*at any time\.$/ },
  },
];

describe.each(notes)('the consent line of $form', ({ note, links, sentence }) => {
  it.each(['de', 'en'] as const)('in %s links its tagged words to the legal texts and shows no tags', async (language) => {
    await act(() => i18n.changeLanguage(language));
    const { container } = renderWithProviders(note());
    for (const [name, href] of links[language]) {
      expect(await screen.findByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    expect(screen.getAllByRole('link')).toHaveLength(links[language].length);
    expect(container.textContent).toMatch(sentence[language]);
    expect(container.textContent).not.toMatch(/[<>]/);
  });
});
