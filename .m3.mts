import { writeFileSync } from 'node:fs';
import { buildInlineScript } from './scripts/vite/pre-paint.ts';
const root = '/work/wt-pp/';
writeFileSync('/tmp/pp/current.js', await buildInlineScript(root, { '@': root + 'src' }, 'src/pre-paint/pre-paint.ts'));
