import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { buildFaqEntries } from './model/faq-entries';
import { faqTranslationLookup } from './use-faq-entries';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'de',
    interpolation: { escapeValue: false, defaultVariables: { product: 'Lumi' } },
    resources: {
      de: {
        faq: {
          'faq-list': {
            0: { question: 'Wie bediene ich {{product}}?', answer: '<p>Mit der Stimme.</p>' },
            1: { question: 'Nur auf Deutsch?', answer: '<p>Ja.</p>' },
            2: { question: 'Anrufen?', answer: '<p><a href="{{phoneHref}}">{{phone}}</a></p>' },
          },
        },
      },
      en: {
        faq: {
          'faq-list': {
            0: { question: 'How do I use {{product}}?', answer: '<p>By voice.</p>' },
            2: { question: 'Call?', answer: '<p><a href="{{phoneHref}}">{{phone}}</a></p>' },
          },
        },
      },
    },
  });
  return i18n;
}

const keep = (html: string) => html;

describe('faqTranslationLookup', () => {
  it('drops an entry that is only translated into the fallback language', async () => {
    const entries = buildFaqEntries(faqTranslationLookup(await instance(), 'en'), keep);
    expect(entries.map((entry) => entry.question)).toEqual(['How do I use Lumi?', 'Call?']);
  });

  it('shows every entry of the language that has them all', async () => {
    const entries = buildFaqEntries(faqTranslationLookup(await instance(), 'de'), keep);
    expect(entries.map((entry) => entry.index)).toEqual([0, 1, 2]);
  });

  it('fills in the product name and the contact details from the config', async () => {
    const [, call] = buildFaqEntries(faqTranslationLookup(await instance(), 'en'), keep);
    expect(call?.answerHtml).toMatch(/^<p><a href="tel:\+\d+">\d+(?:\u00a0\d+)*<\/a><\/p>$/);
  });
});
