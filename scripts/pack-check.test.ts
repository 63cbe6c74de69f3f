// @vitest-environment node
/** The tarball rules on made-up `npm pack --json` listings (the real one: `npm run lint:pack`). */
import { describe, expect, it } from 'vitest';
import {
  packProblems,
  promisedPaths,
  TARBALL_BUDGET_BYTES,
  type PackListing,
} from './pack-check-rules';

const pkg = {
  license: 'MIT',
  types: './types/elements.d.ts',
  customElements: 'custom-elements.json',
  files: ['dist', '!dist/**/*.br', 'types/*.d.ts', 'custom-elements.json'],
  exports: {
    '.': { types: './types/elements.d.ts', default: './dist/loader.js' },
    './server': { types: './types/server.d.ts', node: './dist/server.js' },
    './styles/*.css': './dist/styles/*.css',
    './package.json': './package.json',
  },
};

const good = [
  'package.json',
  'README.md',
  'LICENSE',
  'custom-elements.json',
  'dist/loader.js',
  'dist/server.js',
  'dist/chunks/love-3f2a.js',
  'dist/styles/tokens.css',
  'types/elements.d.ts',
  'types/server.d.ts',
];

function listing(paths: readonly string[], size = 400_000): PackListing {
  return {
    size,
    unpackedSize: size * 3,
    entryCount: paths.length,
    files: paths.map((path) => ({ path, size: 1000 })),
  };
}

describe('packProblems', () => {
  it('passes a tarball with every promised file and nothing else', () => {
    expect(packProblems(pkg, listing(good))).toEqual([]);
  });

  it('asks for a licence in package.json and its text in the tarball', () => {
    expect(packProblems({ ...pkg, license: undefined }, listing(good))).toEqual([
      'no "license" in package.json',
    ]);
    expect(packProblems(pkg, listing(good.filter((path) => path !== 'LICENSE')))).toEqual([
      'no LICENSE file in the tarball',
    ]);
  });

  it('names every export target, types and customElements as promised', () => {
    expect(promisedPaths(pkg)).toEqual([
      'types/elements.d.ts',
      'dist/loader.js',
      'types/server.d.ts',
      'dist/server.js',
      'dist/styles/*.css',
      'package.json',
      'custom-elements.json',
    ]);
  });

  it('fails a missing export target, types file or wildcard target', () => {
    const without = good.filter(
      (path) => !['dist/server.js', 'types/elements.d.ts', 'dist/styles/tokens.css'].includes(path),
    );
    expect(packProblems(pkg, listing(without))).toEqual([
      'missing: types/elements.d.ts',
      'missing: dist/server.js',
      'missing: dist/styles/*.css',
    ]);
  });

  it('fails tests, stories, sources, the demo host and precompressed copies', () => {
    const extra = [
      'widgets/love/love.logic.ts',
      'dist/chunks/love.test.js',
      'demo-host/main.js',
      'stories/love.stories.tsx',
      'dist/loader.js.br',
    ];
    expect(packProblems(pkg, listing([...good, ...extra]))).toEqual(
      extra.map((path) => `must not ship: ${path}`),
    );
  });

  it('fails a file outside package.json "files"', () => {
    expect(packProblems(pkg, listing([...good, 'docs/architecture.md']))).toEqual([
      'outside package.json "files": docs/architecture.md',
    ]);
  });

  it('fails a tarball over its budget', () => {
    expect(packProblems(pkg, listing(good, TARBALL_BUDGET_BYTES + 1))).toEqual([
      `tarball ${TARBALL_BUDGET_BYTES + 1} B is over its budget of ${TARBALL_BUDGET_BYTES} B`,
    ]);
  });
});
