import { afterEach, describe, expect, it } from 'vitest';
import { planUtterances } from './model/reading-plan';
import { pageBlocks, rangeOf } from './page-text';

function mainWith(html: string): HTMLElement {
  document.body.innerHTML = `<main>${html}</main>`;
  return document.querySelector('main')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

const said = (main: Element) => planUtterances(pageBlocks(main)).map((utterance) => utterance.spoken);

describe('pageBlocks', () => {
  it('reads from the heading on, in order, a paragraph by its sentences and a list item whole', () => {
    const main = mainWith(`
      <div data-read-aloud-skip><button>Vorlesen</button></div>
      <p>Schritt 1 von 3</p>
      <h1>Was ist <em>Lumi</em>?</h1>
      <p>Lumi ist ein <a href="/app">Tablet</a>. Sie sprechen mit Lumi.</p>
      <ul><li>Termine. Und Tabletten.</li><li>Musik</li></ul>`);
    expect(said(main)).toEqual(['Was ist Lumi?', 'Lumi ist ein Tablet.', 'Sie sprechen mit Lumi.', 'Termine. Und Tabletten.', 'Musik']);
  });

  it('skips navigation, a banner, forms, buttons and every kind of hidden text', () => {
    const main = mainWith(`
      <h1>Titel</h1>
      <nav><a href="/">Inhalt</a></nav>
      <div role="banner">Werbung</div>
      <form><label>Name <input></label></form>
      <p>Sichtbar. <button>Knopf</button><span aria-hidden="true">Schmuck</span></p>
      <p hidden>Versteckt</p>
      <p style="display: none">Nicht angezeigt</p>
      <p style="visibility: hidden">Unsichtbar</p>
      <p>Link<span style="position: absolute; width: 1px; height: 1px; overflow: hidden">(öffnet in einem neuen Tab)</span></p>
      <svg><text>Grafik</text></svg>`);
    expect(said(main)).toEqual(['Titel', 'Sichtbar.', 'Link']);
  });

  it('says a question and its answer each whole, also when the answer is closed, and knows the disclosure to open', () => {
    const main = mainWith(`
      <h1>FAQ</h1>
      <details><summary><span>Was kostet es?</span></summary><div><p>Wenig. Wirklich.</p><ul><li>Basis</li></ul><p>Mehr im Shop.</p></div></details>`);
    const blocks = pageBlocks(main);
    expect(blocks.map((block) => [block.text, block.kind, block.disclosure !== undefined])).toEqual([
      ['FAQ', 'whole', false],
      ['Was kostet es?', 'whole', false],
      ['Wenig. Wirklich.', 'whole', true],
      ['Basis', 'whole', true],
      ['Mehr im Shop.', 'whole', true],
    ]);
  });

  it('ends a line at a <br> and between blocks inside a list item, but not at a line break in the text', () => {
    const main = mainWith(`<h1>Kontakt</h1><p>Telefon: 030<br>E-Mail: a@b.example</p><p>Ein Satz
      über zwei Zeilen.</p>`);
    expect(said(main)).toEqual(['Kontakt', 'Telefon: 030', 'E-Mail: a@b.example', 'Ein Satz über zwei Zeilen.']);
  });

  it('has nothing to read on a page without a heading', () => {
    expect(pageBlocks(mainWith('<p>Nur Text.</p>'))).toEqual([]);
  });
});

describe('rangeOf', () => {
  it('covers exactly the sentence, across links and emphasis', () => {
    const main = mainWith('<h1>T</h1><p>Erst das. Dann <a href="/x">ein <em>Link</em></a> hier. Ende.</p>');
    const block = pageBlocks(main)[1]!;
    const second = planUtterances([block])[1]!;
    expect(rangeOf(block, second.start, second.end)?.toString()).toBe('Dann ein Link hier.');
  });
});
