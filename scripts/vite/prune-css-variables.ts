import postcss, { type Container, type Plugin as PostcssPlugin } from 'postcss';
import pruneVar from 'postcss-prune-var';
import type { Plugin } from 'vite';

/** Rules and at-rules that lost every declaration to the pruning: an empty `:root{}` is bytes for nothing. */
const dropEmptyBlocks: PostcssPlugin = {
  postcssPlugin: 'lumi-drop-empty-blocks',
  OnceExit(root) {
    const empty = (node: Container) => (node.nodes ?? []).every((child) => child.type === 'comment');
    // Inner blocks first: a media query is empty once its rules are gone.
    root.walkRules((rule) => {
      if (empty(rule)) rule.remove();
    });
    root.walkAtRules((atRule) => {
      if (atRule.nodes !== undefined && empty(atRule)) atRule.remove();
    });
  },
};

/**
 * The stylesheet without the custom properties nothing reads: a property is kept when a
 * declaration reads it through `var()`, directly or through other properties that are read.
 * Sound only for the whole stylesheet at once (one file defines the tokens, another reads them),
 * and only because no script and no style attribute reads a property (the style policy refuses
 * style attributes).
 */
export async function pruneUnusedCustomProperties(css: string): Promise<string> {
  const result = await postcss([pruneVar(), dropEmptyBlocks]).process(css, { from: undefined });
  return result.css;
}

/**
 * Prunes the client build's stylesheet once it is complete. Mantine's default tokens declare a
 * light and a dark value for every colour of every component family; the site's own kit reads
 * about half of them, and every page downloads and computes the rest (at `:root`, inherited by
 * every element) for nothing. The file keeps the name the bundler gave it from its sources: the
 * pruning follows from those sources, so one name still stands for one content.
 */
export function pruneCssVariables(): Plugin {
  return {
    name: 'lumi:prune-css-variables',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
        output.source = await pruneUnusedCustomProperties(String(output.source));
      }
    },
  };
}
