import { defineConfig } from 'tsup';
import { preactAliases } from './build/aliases';
import { writeManifest } from './build/manifest';
import { rawCssPlugin } from './build/raw-css-plugin';

/**
 * The production SDK: dist/loader.js (unhashed, short cache) and hashed chunks under
 * dist/chunks/ — one per widget plus shared code — with react aliased to preact/compat.
 * `ROVE_BUILD=react` builds the same graph with real React into dist-react/ for the size
 * report's comparison.
 */
const withReact = process.env['ROVE_BUILD'] === 'react';
const outDir = withReact ? 'dist-react' : 'dist';

export default defineConfig({
  entry: { loader: 'loader/index.ts' },
  outDir,
  format: ['esm'],
  target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
  platform: 'browser',
  splitting: true,
  treeshake: false,
  minify: true,
  sourcemap: false,
  clean: true,
  dts: false,
  metafile: true,
  env: { NODE_ENV: 'production' },
  esbuildPlugins: [rawCssPlugin],
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
    options.entryNames = '[name]';
    options.alias = withReact ? {} : preactAliases;
    options.legalComments = 'none';
    options.jsx = 'automatic';
    options.jsxImportSource = withReact ? 'react' : 'preact';
  },
  async onSuccess() {
    await writeManifest(outDir);
  },
});
