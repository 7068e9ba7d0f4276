import { describe, expect, it } from 'vitest';
import { canonicalUrl, jsonLdText, renderHead } from './head';

const base = { title: 'Shop | Lumi', description: 'Alle Tarife im Überblick', path: '/shop', lang: 'de' as const };

describe('renderHead', () => {
  it('writes title, description, canonical and Open Graph tags', () => {
    const html = renderHead(base, 'https://example.org');
    expect(html).toContain('<title>Shop | Lumi</title>');
    expect(html).toContain('<meta name="description" content="Alle Tarife im Überblick">');
    expect(html).toContain('<link rel="canonical" href="https://example.org/shop">');
    expect(html).toContain('<meta property="og:locale" content="de_DE">');
  });

  it('escapes quotes and angle brackets', () => {
    const html = renderHead({ ...base, title: '"A" <b>' }, 'https://example.org');
    expect(html).toContain('<title>&quot;A&quot; &lt;b&gt;</title>');
  });

  it('marks a page noindex and gives it no canonical address', () => {
    const html = renderHead({ ...base, noindex: true }, 'https://example.org');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });

  it('keeps JSON-LD from closing its script element', () => {
    const html = renderHead({ ...base, jsonLd: [{ name: '</script><script>alert(1)</script>' }] }, 'https://example.org');
    expect(html).not.toContain('</script><script>alert');
  });

  it("writes the structured data into one script marked as the page's", () => {
    const html = renderHead({ ...base, jsonLd: [{ '@type': 'Article' }, { '@type': 'BreadcrumbList' }] }, 'https://example.org');
    expect(html.match(/<script type="application\/ld\+json" data-page>/g)).toHaveLength(1);
    expect(html).toContain('[{"@type":"Article"},{"@type":"BreadcrumbList"}]');
  });

  it('writes no script without structured data', () => {
    expect(renderHead(base, 'https://example.org')).not.toContain('ld+json');
    expect(renderHead({ ...base, jsonLd: [] }, 'https://example.org')).not.toContain('ld+json');
  });

  it('makes the Open Graph image absolute', () => {
    const html = renderHead({ ...base, image: '/media/blog/a.svg', type: 'article' }, 'https://example.org');
    expect(html).toContain('<meta property="og:image" content="https://example.org/media/blog/a.svg">');
    expect(html).toContain('<meta property="og:type" content="article">');
  });
});

describe('jsonLdText', () => {
  it('gives a single object as is and parses back to the same data', () => {
    const text = jsonLdText([{ headline: 'a < b' }])!;
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ headline: 'a < b' });
  });
});

describe('canonicalUrl', () => {
  it('joins the site URL and the path without a double slash', () => {
    expect(canonicalUrl('https://example.org/', '/blog')).toBe('https://example.org/blog');
    expect(canonicalUrl('https://example.org', '/')).toBe('https://example.org/');
  });
});
