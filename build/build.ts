/**
 * The production SDK: dist/loader.js (unhashed, short cache) and hashed chunks under
 * dist/chunks/ — one per widget, plus the shared groups of build/chunk-groups.ts — with react
 * aliased to Preact (build/react-on-preact/), dist/manifest.json and dist/integrity.json (each
 * browser file's SRI hash; the loaders' are printed at the end, for the README's snippet:
 * docs/cdn.md). `--react`
 * builds the same graph with real React into dist-react/ for the size report's comparison.
 * ROVE_OUT sets another output folder (parallel work).
 *
 *   npm run build           npm run build:react
 *
 * Rolldown (Vite's bundler) rather than esbuild: esbuild cannot group chunks by hand, and its
 * automatic splitting cut the shared code into ever smaller files as widgets were added.
 */
import { rm } from 'node:fs/promises';
import { rolldown } from 'rolldown';
import { preactAliases } from './aliases';
import { CHUNK_GROUPS } from './chunk-groups';
import { hintEagerCompile } from './compile-hints';
import { loaderOwnCopyPlugin } from './loader-own-copy';
import { writeHostStylesheets } from './host-stylesheets';
import { writeClassicShim } from './classic-shim';
import { loaderIntegrityLines, writeIntegrity } from './integrity';
import { writeLoaderPreloads } from './loader-preloads';
import { writeManifest } from './manifest';
import { minifyAgain } from './minify-again';
import { precompress } from './precompress';
import { rawCssPlugin } from './raw-css-plugin';
import { buildCspEntry, buildServerEntry } from './server-entry';
import { stampElementChunks, widgetEntries } from './widget-entries';

const withReact = process.argv.includes('--react');
const outDir = process.env['ROVE_OUT'] ?? (withReact ? 'dist-react' : 'dist');

await rm(outDir, { recursive: true, force: true });
const started = performance.now();
const bundle = await rolldown({
  // The loader, and each element as an entry of its own (loaded by tag: build/widget-entries.ts).
  input: { loader: 'loader/index.ts', ...widgetEntries() },
  platform: 'browser',
  resolve: { alias: withReact ? {} : preactAliases },
  transform: {
    target: 'es2022',
    jsx: { runtime: 'automatic', importSource: withReact ? 'react' : 'preact' },
    define: { 'process.env.NODE_ENV': '"production"' },
  },
  plugins: [rawCssPlugin, loaderOwnCopyPlugin],
  // The loader's only export-free entry; chunks may export whatever the groups need.
  preserveEntrySignatures: false,
});
/**
 * Six characters (36 bits) name a file's content well enough, and each character more is random
 * text that brotli cannot shrink, in every file that imports it: 8 → 6 saved a love-only page
 * 46 B (the element stamp went 10 → 6, widget-entries.ts). Rolldown asks for a seventh past 64
 * chunks (the React build for the size report has one more than the shipped one; measured: +0.08
 * kB on a product page, +0.4 kB over every element): that build, or a later one grown past 64,
 * takes seven rather than failing.
 */
function writeWith(hash: 6 | 7) {
  return bundle.write({
    dir: outDir,
    format: 'es',
    entryFileNames: (chunk) => (chunk.name === 'loader' ? '[name].js' : 'chunks/[name].js'),
    chunkFileNames: `chunks/[name]-[hash:${hash}].js`,
    minify: true,
    // No comments in shipped code: the bundler has used the pure annotations already, and each
    // one left in would cost bytes on every page.
    comments: false,
    codeSplitting: { includeDependenciesRecursively: false, groups: CHUNK_GROUPS },
  });
}
const { output } = await writeWith(6).catch((error: unknown) => {
  if (!/minimum hash size of 7/.test(String(error))) throw error;
  console.log('more than 64 chunks: seven-character hashes');
  return writeWith(7);
});
await bundle.close();
const stamped = await stampElementChunks(outDir, output);
await writeLoaderPreloads(outDir, stamped);
const minified = await minifyAgain(outDir, stamped);
const hinted = await hintEagerCompile(outDir, minified);
await writeManifest(outDir, hinted);
await writeClassicShim(outDir);
// The host stylesheets are browser files too (hashed below); precompress leaves .css alone.
await writeHostStylesheets(outDir);
const integrity = await writeIntegrity(outDir);
await precompress(outDir);
// What a host's server uses, not a shopper's browser: after precompress.
await buildServerEntry(outDir);
await buildCspEntry(outDir);
console.log(
  `built ${outDir}/ (${withReact ? 'React' : 'Preact'}) in ${Math.round(performance.now() - started)} ms`,
);
for (const line of loaderIntegrityLines(integrity)) console.log(line);
