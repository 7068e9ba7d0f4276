import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/**
 * A page's markup as the build writes it. A static prerender waits for anything that suspends
 * (the home page's sections that hydrate later are lazy), where renderToString would leave a
 * Suspense fallback in the markup. An error inside a Suspense boundary would leave its fallback
 * too, without a word: here it rejects, and the build fails.
 */
export async function prerenderHtml(page: ReactNode, label: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(page, {
    // Every section inline and in order: by default React moves large finished sections to the
    // end of the document behind inline scripts, to stream them; a static page gains nothing.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  const html = await readAll(prelude);
  if (errors.length > 0) throw new AggregateError(errors, `${label}: ${errors.length} error(s) while rendering, first: ${String(errors[0])}`);
  return html;
}
