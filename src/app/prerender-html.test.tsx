import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { prerenderHtml } from './prerender-html';

function Broken(): never {
  throw new Error('window is not defined');
}

const LaterSection = lazy(async () => ({ default: () => <section>Later, but prerendered</section> }));

describe('the markup a page is prerendered with', () => {
  it('waits for a lazy part and writes it in full, inline', async () => {
    const html = await prerenderHtml(
      <main>
        <h1>Start</h1>
        <Suspense fallback={<p>Loading</p>}>
          <LaterSection />
        </Suspense>
      </main>,
      '/',
    );
    expect(html).toContain('<section>Later, but prerendered</section>');
    expect(html).not.toContain('Loading');
  });

  it('fails on an error inside a Suspense boundary instead of writing its fallback', async () => {
    const page = (
      <main>
        <h1>Start</h1>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </main>
    );
    await expect(prerenderHtml(page, '/')).rejects.toThrow('/: 1 error(s) while rendering, first: Error: window is not defined');
  });
});
