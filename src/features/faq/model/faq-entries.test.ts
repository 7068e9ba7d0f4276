import { describe, expect, it } from 'vitest';
import { buildFaqEntries, faqListSize, type FaqTranslation } from './faq-entries';

const identity = (html: string) => html;
const from = (list: (FaqTranslation | undefined)[]) => (index: number) => list[index];

describe('buildFaqEntries', () => {
  it('keeps translated entries in key order with their index', () => {
    const entries = buildFaqEntries(
      from([
        { question: 'Wie bediene ich es?', answer: '<p>Mit der Stimme.</p>' },
        { question: 'Brauche ich WLAN?', answer: '<p>Nein.</p>' },
      ]),
      identity,
    );
    expect(entries).toEqual([
      { index: 0, question: 'Wie bediene ich es?', answerHtml: '<p>Mit der Stimme.</p>' },
      { index: 1, question: 'Brauche ich WLAN?', answerHtml: '<p>Nein.</p>' },
    ]);
  });

  it('drops an entry without translation and keeps the others', () => {
    const entries = buildFaqEntries(from([{ question: 'Eins?', answer: '<p>1</p>' }, undefined, { question: 'Drei?', answer: '<p>3</p>' }]), identity);
    expect(entries.map((entry) => entry.index)).toEqual([0, 2]);
  });

  it('drops an entry whose question or answer is missing, blank or not text', () => {
    const entries = buildFaqEntries(
      from([
        { question: 'Nur eine Frage?' },
        { answer: '<p>Nur eine Antwort</p>' },
        { question: '   ', answer: '<p>leer</p>' },
        { question: 'Zahl?', answer: 42 },
        { question: 'Gut?', answer: '<p>Ja.</p>' },
      ]),
      identity,
    );
    expect(entries.map((entry) => entry.question)).toEqual(['Gut?']);
  });

  it('sanitises every answer and drops one that is empty afterwards', () => {
    const entries = buildFaqEntries(
      from([
        { question: 'Sicher?', answer: '<p>Ja<script>alert(1)</script></p>' },
        { question: 'Nur Skript?', answer: '<script>alert(1)</script>' },
      ]),
      (html) => html.replace(/<script>.*?<\/script>/g, ''),
    );
    expect(entries).toEqual([{ index: 0, question: 'Sicher?', answerHtml: '<p>Ja</p>' }]);
  });

  it('reads no more than twelve entries', () => {
    const asked: number[] = [];
    const entries = buildFaqEntries((index) => {
      asked.push(index);
      return { question: `Frage ${index}?`, answer: `<p>Antwort ${index}</p>` };
    }, identity);
    expect(faqListSize).toBe(12);
    expect(entries).toHaveLength(12);
    expect(Math.max(...asked)).toBe(11);
  });
});
