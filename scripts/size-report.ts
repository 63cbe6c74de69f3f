/**
 * Prints the transfer sizes (brotli, quality 11) of the production build and of the same
 * build with real React, then writes .size-limit.json so `size-limit` enforces the budgets
 * on exactly these file sets.
 *
 *   npm run size
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { PAGES, readPageGraph, type PageGraph } from '../build/page-graph';

/** Budgets of the foundation issue (KB of brotli). */
const BUDGETS = { loader: '1.5 KB', 'love only (rove-love + rove-love-count)': '20 KB' } as const;

function brotli(file: string): number {
  return brotliCompressSync(readFileSync(file), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
}

function rows(distDir: string, graph: PageGraph): { name: string; files: string[] }[] {
  const widgets = [...graph.byFile.values()]
    .filter((entry) => entry.source?.startsWith('widgets/'))
    .map((entry) => ({ name: `chunk ${entry.source}`, files: [entry.file] }));
  const pages = Object.entries(PAGES).map(([name, sources]) => ({
    name,
    files: graph.closure(graph.loaderFile, ...sources.map((source) => graph.chunkOf(source))),
  }));
  return [
    { name: 'loader', files: graph.closure(graph.loaderFile) },
    {
      name: 'runtime (settings, bus, window.Rove)',
      files: graph.closure(graph.chunkOf('loader/runtime.ts')),
    },
    ...widgets,
    ...pages,
  ].map((row) => ({ ...row, files: row.files.map((file) => path.join(distDir, file)) }));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

const preact = rows('dist', readPageGraph('dist'));
let react: { name: string; files: string[] }[] = [];
try {
  react = rows('dist-react', readPageGraph('dist-react'));
} catch {
  console.warn('dist-react/ is missing: run `npm run build:react` for the React column');
}

console.log('\nTransfer size, brotli (what each part or page loads, static imports included)\n');
console.log(`${'part / page'.padEnd(48)} ${'preact/compat'.padStart(14)} ${'React'.padStart(12)}`);
for (const row of preact) {
  const total = row.files.reduce((sum, file) => sum + brotli(file), 0);
  const other = react.find((candidate) => candidate.name === row.name);
  const reactTotal = other ? other.files.reduce((sum, file) => sum + brotli(file), 0) : NaN;
  console.log(
    `${row.name.padEnd(48)} ${kb(total).padStart(14)} ${(other ? kb(reactTotal) : '–').padStart(12)}`,
  );
}
console.log('');

const limits = preact
  .filter((row) => row.name in BUDGETS)
  .map((row) => ({
    name: row.name,
    path: row.files,
    limit: BUDGETS[row.name as keyof typeof BUDGETS],
    brotli: true,
  }));
writeFileSync('.size-limit.json', `${JSON.stringify(limits, null, 2)}\n`);
