import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheets';

const files: Record<string, string> = {
  'assets/style-1.css': 'body{margin:0}@font-face{src:url(/assets/font.woff2)}',
  'assets/broken.css': 'a::after{content:"</style><script>"}',
};
const read = (file: string) => {
  const css = files[file];
  if (css === undefined) throw new Error(`no file ${file}`);
  return css;
};

describe('inlineStylesheets', () => {
  it('turns each stylesheet link into a <style> element with the file from the build', () => {
    const links = ['<link rel="stylesheet" crossorigin href="/assets/style-1.css">'];
    expect(inlineStylesheets(links, read, '/')).toEqual(['<style>body{margin:0}@font-face{src:url(/assets/font.woff2)}</style>']);
  });

  it('refuses a stylesheet from elsewhere and one that would end its element early', () => {
    expect(() => inlineStylesheets(['<link rel="stylesheet" href="https://cdn.example/x.css">'], read, '/')).toThrow(/not one of the build's own files/);
    expect(() => inlineStylesheets(['<link rel="stylesheet" href="/assets/broken.css">'], read, '/')).toThrow(/cannot be inlined/);
  });
});
