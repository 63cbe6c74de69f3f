/**
 * The production SDK: dist/loader.js (unhashed, short cache) and hashed chunks under
 * dist/chunks/ — one per widget plus shared code — with react aliased to preact/compat,
 * and dist/manifest.json. `--react` builds the same graph with real React into dist-react/
 * for the size report's comparison.
 *
 *   npm run build           npm run build:react
 *
 * esbuild directly rather than tsup (esbuild underneath): tsup's own CSS handling takes
 * `import css from './x.css?raw'` away from our plugin and emits separate .css files.
 */
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';
import { preactAliases } from './aliases';
import { writeManifest } from './manifest';
import { rawCssPlugin } from './raw-css-plugin';

const withReact = process.argv.includes('--react');
// ROVE_OUT lets parallel work build side by side (e.g. ROVE_OUT=dist-b); the default is dist/.
const outDir = process.env['ROVE_OUT'] ?? (withReact ? 'dist-react' : 'dist');

await rm(outDir, { recursive: true, force: true });
const started = performance.now();
const result = await build({
  entryPoints: { loader: 'loader/index.ts' },
  outdir: outDir,
  bundle: true,
  format: 'esm',
  splitting: true,
  platform: 'browser',
  target: ['es2022', 'chrome100', 'safari15.4', 'firefox100'],
  minify: true,
  sourcemap: false,
  legalComments: 'none',
  metafile: true,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  jsx: 'automatic',
  jsxImportSource: withReact ? 'react' : 'preact',
  alias: withReact ? {} : preactAliases,
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [rawCssPlugin],
  logLevel: 'warning',
});
await writeManifest(outDir, result.metafile);
console.log(
  `built ${outDir}/ (${withReact ? 'React' : 'preact/compat'}) in ${Math.round(performance.now() - started)} ms`,
);
