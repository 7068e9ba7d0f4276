import { describe, expect, it } from 'vitest';
import { pruneUnusedCustomProperties } from './prune-css-variables';

describe('pruneUnusedCustomProperties', () => {
  it('keeps a property a declaration reads, and the properties it reads in turn', async () => {
    const css = ':root{--brand:#0b6674;--link:var(--brand);--gap:1rem}a{color:var(--link)}';
    const pruned = await pruneUnusedCustomProperties(css);
    expect(pruned).toContain('--brand:#0b6674');
    expect(pruned).toContain('--link:var(--brand)');
    expect(pruned).toContain('color:var(--link)');
    expect(pruned).not.toContain('--gap');
  });

  it('drops a chain of properties that only unread properties read', async () => {
    const css = ':root{--base:red;--unused-proxy:var(--base);--kept:blue}p{color:var(--kept)}';
    const pruned = await pruneUnusedCustomProperties(css);
    expect(pruned).not.toContain('--base');
    expect(pruned).not.toContain('--unused-proxy');
    expect(pruned).toContain('--kept:blue');
  });

  it('keeps the value of every colour scheme for a property that is read', async () => {
    const css = ':root{--body:#fff;--spare:#eee}[data-mantine-color-scheme=dark]{--body:#000;--spare:#111}body{background:var(--body)}';
    const pruned = await pruneUnusedCustomProperties(css);
    expect(pruned).toContain('--body:#fff');
    expect(pruned).toContain('[data-mantine-color-scheme=dark]{--body:#000}');
    expect(pruned).not.toContain('--spare');
  });

  it('treats a property read only as a fallback as read', async () => {
    const css = ':root{--size:2rem}.icon{width:var(--icon-size,var(--size))}';
    const pruned = await pruneUnusedCustomProperties(css);
    expect(pruned).toContain('--size:2rem');
  });

  it('removes the rules and media queries the pruning left empty, and keeps the rest as it was', async () => {
    const css = ':root{--unused:1px}@media (min-width:40em){:root{--also-unused:2px}}@media (min-width:40em){.wide{margin:0}}.plain{color:red}';
    const pruned = await pruneUnusedCustomProperties(css);
    expect(pruned).toBe('@media (min-width:40em){.wide{margin:0}}.plain{color:red}');
  });
});
