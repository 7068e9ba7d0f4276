import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { dist } from './dist';

/**
 * A part of a page that hydrates later (`data-later`) stays prerendered markup until the visitor
 * nears it: a tap on one of its buttons before then reaches no app. The pre-paint runtime holds
 * it and replays it once the part is live, but only on controls marked `data-replay` (a form's
 * submit through its marked form). An unmarked button there would lose its tap.
 */
const pages = () =>
  readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && file !== 'offline.html')
    .sort();

const window = new Window();
afterAll(() => window.happyDOM.close());

function parts(file: string) {
  const document = new window.DOMParser().parseFromString(readFileSync(join(dist, file), 'utf8'), 'text/html');
  return [...document.querySelectorAll('[data-later]')];
}

describe('the parts of the pages that hydrate later', () => {
  it('are prerendered with their content (the home page has its thirteen)', () => {
    const home = parts('index.html');
    expect(home).toHaveLength(13);
    for (const part of home) expect(part.querySelector('section, h2'), part.outerHTML.slice(0, 120)).not.toBeNull();
  });

  it('mark every button in them whose tap needs the app', () => {
    const unmarked = pages().flatMap((file) =>
      parts(file).flatMap((part) =>
        [...part.querySelectorAll('button')]
          .filter((button) => !button.hasAttribute('data-replay') && !(button.getAttribute('type') === 'submit' && button.closest('form[data-replay]')))
          .map((button) => `${file}: ${button.outerHTML.slice(0, 160)}`),
      ),
    );
    expect(unmarked).toEqual([]);
  });
});
