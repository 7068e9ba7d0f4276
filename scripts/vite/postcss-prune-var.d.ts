/** postcss-prune-var ships without types: a PostCSS plugin creator with its one option. */
declare module 'postcss-prune-var' {
  import type { PluginCreator } from 'postcss';

  const pruneVar: PluginCreator<{ readonly skip?: readonly string[] }>;
  export default pruneVar;
}
