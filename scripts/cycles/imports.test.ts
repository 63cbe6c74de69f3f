import { describe, expect, it } from 'vitest';
import { readImports } from './imports';

const importsOf = (text: string) => readImports('x.ts', text);

describe('readImports', () => {
  it('names a value import as static and a type-only one as type', () => {
    expect(
      importsOf(
        [
          "import { a } from './a';",
          "import type { B } from './b';",
          "import { type C, type D } from './c';",
          "import { e, type E } from './e';",
          "import f from './f';",
          "import './side-effect';",
        ].join('\n'),
      ),
    ).toEqual([
      { specifier: './a', kind: 'static' },
      { specifier: './b', kind: 'type' },
      { specifier: './c', kind: 'type' },
      { specifier: './e', kind: 'static' },
      { specifier: './f', kind: 'static' },
      { specifier: './side-effect', kind: 'static' },
    ]);
  });

  it('counts re-exports, lazy import() and import types', () => {
    expect(
      importsOf(
        [
          "export { g } from './g';",
          "export * from './h';",
          "export type { I } from './i';",
          "export { type J } from './j';",
          "const k = () => import('./k');",
          "let l: import('./l').L;",
          'export const m = 1;',
        ].join('\n'),
      ),
    ).toEqual([
      { specifier: './g', kind: 'static' },
      { specifier: './h', kind: 'static' },
      { specifier: './i', kind: 'type' },
      { specifier: './j', kind: 'type' },
      { specifier: './k', kind: 'dynamic' },
      { specifier: './l', kind: 'type' },
    ]);
  });

  it('reads JSX files and ignores an import() whose target is computed', () => {
    const text = "import { n } from './n';\nconst v = <p>{n}</p>;\nimport(`./${v}`);\n";
    expect(readImports('x.tsx', text)).toEqual([{ specifier: './n', kind: 'static' }]);
  });
});
