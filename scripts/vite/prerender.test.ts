import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './prerender';

describe('fillPlaceholders', () => {
  const template = '<head><!--app-head--></head><body><div id="root"><!--app-html--></div></body>';

  it('puts each part where its placeholder is', () => {
    expect(fillPlaceholders(template, { '<!--app-head-->': '<title>Shop</title>', '<!--app-html-->': '<h1>Shop</h1>' })).toBe(
      '<head><title>Shop</title></head><body><div id="root"><h1>Shop</h1></div></body>',
    );
  });

  it("keeps dollar signs in a page's text as they are", () => {
    // A replacement string would expand these into the placeholder and the template around it.
    const text = "<p>Preis: 5 $&amp; mehr, $& und $' und $` und $$</p>";
    expect(fillPlaceholders(template, { '<!--app-html-->': text })).toBe(`<head><!--app-head--></head><body><div id="root">${text}</div></body>`);
  });
});
