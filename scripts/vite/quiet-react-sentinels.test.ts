import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactDomClientModule, reactDomSentinelNames, withQuietSentinels } from './quiet-react-sentinels';

// The package exports do not name its cjs files: the file the bundler resolves `react-dom/client` to.
const reactDomClientFile = join(dirname(createRequire(import.meta.url).resolve('react-dom/package.json')), 'cjs', 'react-dom-client.production.js');
const reactDomClient = () => readFileSync(reactDomClientFile, 'utf8');

/** A module shaped like React DOM's: the sentinels defined at its top, handed back to the test. */
const fakeModule = (names: readonly string[]) => `
function formatProdErrorMessage(code) { return 'Minified React error #' + code; }
var ${names.map((name, index) => `${name} = Error(formatProdErrorMessage(${460 + index}))`).join(',\n  ')};
return { ${names.join(', ')} };`;

const evaluate = (code: string) => new Function(code)() as Record<string, unknown>;

describe('withQuietSentinels', () => {
  it("defines each of the installed React DOM's sentinels without the Error constructor", () => {
    // The plugin rewrites the very file read here.
    expect(reactDomClientFile).toMatch(reactDomClientModule);
    const before = reactDomClient();
    const after = withQuietSentinels(before);
    for (const name of reactDomSentinelNames) {
      expect(before).toMatch(new RegExp(`\\b${name} = Error\\(formatProdErrorMessage\\(\\d+\\)\\)`));
      expect(after).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
      expect(after).toMatch(new RegExp(`\\b${name} = lumiErrorWithoutStack\\(formatProdErrorMessage\\(\\d+\\)\\)`));
    }
    // Everything else is left as it was, on the same lines.
    expect(
      after
        .split('\n')
        .slice(0, before.split('\n').length)
        .map((line) => line.replace(/lumiErrorWithoutStack\(/g, 'Error(')),
    ).toEqual(before.split('\n'));
  });

  it('makes sentinels that are errors with their message, distinct, and without a stack', () => {
    const sentinels = evaluate(withQuietSentinels(fakeModule(reactDomSentinelNames)));
    const values = reactDomSentinelNames.map((name) => sentinels[name]);
    expect(new Set(values).size).toBe(reactDomSentinelNames.length);
    values.forEach((value, index) => {
      expect(value).toBeInstanceOf(Error);
      expect((value as Error).message).toBe(`Minified React error #${460 + index}`);
      expect((value as Error).name).toBe('Error');
      expect((value as Error).stack).toBeUndefined();
    });
  });

  it('refuses a React DOM whose sentinels changed, so an upgrade cannot silently undo it', () => {
    expect(() => withQuietSentinels(fakeModule(reactDomSentinelNames.slice(1)))).toThrow(/missing HydrationMismatchException/);
    expect(() => withQuietSentinels(fakeModule([...reactDomSentinelNames, 'SuspenseException']))).toThrow(/sentinel errors changed/);
    expect(() => withQuietSentinels('var x = 1;')).toThrow(/sentinel errors changed/);
  });
});
