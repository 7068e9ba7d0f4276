/**
 * Where a page's English body lives: `<name>.en.mdx` beside the German `<name>.mdx`. Its own
 * module, free of the front-matter schema, so the router can use it without shipping the
 * validation library to every visitor.
 */
export function englishFileOf(file: string): string {
  return file.replace(/\.mdx$/, '.en.mdx');
}
