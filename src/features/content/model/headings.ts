/** Anchor ids for headings, the same on the build side (table of contents) and in the page. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/ß/g, 'ss')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface Heading {
  id: string;
  text: string;
}

/** The `##` headings of a Markdown body, with inline formatting and `<Product />` resolved. */
export function extractHeadings(body: string, productName: string): Heading[] {
  return [...body.matchAll(/^##\s+(.+?)\s*$/gm)].map((match) => {
    const text = (match[1] ?? '')
      .replaceAll('<Product />', productName)
      .replace(/[*_`]/g, '')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .trim();
    return { id: headingId(text), text };
  });
}

/** Plain text of rendered children, for the id of a heading rendered from MDX. */
export function plainTextOf(node: unknown): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(plainTextOf).join('');
  if (node && typeof node === 'object' && 'props' in node) {
    return plainTextOf((node as { props: { children?: unknown } }).props.children);
  }
  return '';
}
