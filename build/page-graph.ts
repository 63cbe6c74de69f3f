import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ManifestEntry } from './manifest';

/** What a page loads: the loader, then each widget's chunk, each with its static imports. */
export interface PageGraph {
  loaderFile: string;
  /** loader.js and what it imports on every page: its start module (with the runtime and the
   * page's behaviours), after the first paint. */
  loaderFiles: string[];
  byFile: Map<string, ManifestEntry>;
  /**
   * The chunk built from a source file (a widget's define.ts, core/settings/settings.ts …),
   * or, for `package:<name>`, the chunk of a library imported on first use
   * (`package:algoliasearch` → the chunk built from node_modules/algoliasearch/…).
   */
  chunkOf(source: string): string;
  /** A file and everything it imports statically, transitively. */
  closure(...files: string[]): string[];
  /**
   * A widget's own share: its define chunk and the chunks only it needs — not the loader's, and not those another widget loads too (Preact, shared
   * views), which every widget page pays once — plus the libraries it imports on first use.
   */
  ownShare(widget: string, libraries: readonly string[]): string[];
}

const PACKAGE = 'package:';

export function readPageGraph(distDir: string): PageGraph {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'manifest.json'), 'utf8')) as {
    files: ManifestEntry[];
  };
  const byFile = new Map(manifest.files.map((entry) => [entry.file, entry]));
  const all = [...byFile.values()];
  const loaderFile = 'loader.js';
  const loaderFiles = [loaderFile, ...(byFile.get(loaderFile)?.dynamicImports ?? [])];

  function chunkOf(source: string): string {
    const entry = source.startsWith(PACKAGE)
      ? all.find((candidate) =>
          candidate.source?.startsWith(`node_modules/${source.slice(PACKAGE.length)}/`),
        )
      : all.find((candidate) => candidate.source === source);
    if (!entry) throw new Error(`no chunk is built from ${source}`);
    return entry.file;
  }

  function closure(...files: string[]): string[] {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      byFile.get(file)?.imports.forEach(visit);
    };
    files.forEach(visit);
    return [...seen];
  }

  function ownShare(widget: string, libraries: readonly string[]): string[] {
    const own = chunkOf(widget);
    const others = all
      .filter((entry) => entry.source?.startsWith('widgets/') && entry.file !== own)
      .map((entry) => entry.file);
    const elsewhere = new Set(closure(...loaderFiles, ...others));
    const mine = closure(own).filter((file) => !elsewhere.has(file));
    return [...mine, ...libraries.map((name) => chunkOf(`${PACKAGE}${name}`))];
  }

  return { loaderFile, loaderFiles, byFile, chunkOf, closure, ownShare };
}

/**
 * The pages the budgets talk about, as source entries loaded on top of the loader. A
 * `package:` entry is a library the page's widgets import on first use and always need
 * (the search client loads as soon as the shopper types), so it counts on the page.
 */
export const PAGES: Record<string, string[]> = {
  'love only (rove-love + rove-love-count, tracking included)': [
    'loader/tracking.ts',
    'widgets/love/define.ts',
    'widgets/love-count/define.ts',
  ],
  // Before the shopper touches the box: the search client and the phone's sheet dialog are
  // fetched on focus (issue 22 compares this with the autocomplete-js + lite peer).
  'search only (rove-search), before a touch': ['widgets/search/define.ts'],
  'product page (search + count + buybox + love)': [
    'widgets/search/define.ts',
    'package:algoliasearch',
    'widgets/love-count/define.ts',
    'widgets/buybox/define.ts',
    'widgets/love/define.ts',
  ],
  'product page with the shell (+ header, country)': [
    'widgets/header/define.ts',
    'widgets/country/define.ts',
    'widgets/search/define.ts',
    'package:algoliasearch',
    'widgets/love-count/define.ts',
    'widgets/cart-count/define.ts',
    'widgets/buybox/define.ts',
    'widgets/love/define.ts',
    'widgets/product-media/define.ts',
  ],
  'category page (header + counts + listing)': [
    'widgets/header/define.ts',
    'widgets/search/define.ts',
    'package:algoliasearch',
    'widgets/love-count/define.ts',
    'widgets/cart-count/define.ts',
    'widgets/listing/define.ts',
  ],
  'checkout page (header counts + checkout, its later steps + Stripe loader)': [
    'widgets/love-count/define.ts',
    'widgets/cart-count/define.ts',
    'widgets/checkout/define.ts',
    // Steps 2–5, fetched right after the checkout's first render: the page always needs them.
    'widgets/checkout/later-steps.ts',
    'widgets/checkout/payment/stripe-loader.ts',
  ],
  'cart page (header + cart + email my cart)': [
    'widgets/search/define.ts',
    'package:algoliasearch',
    'widgets/love-count/define.ts',
    'widgets/cart-count/define.ts',
    'widgets/cart/define.ts',
    'widgets/email-cart/define.ts',
  ],
  'campaign page (header + counts + popups)': [
    'widgets/search/define.ts',
    'package:algoliasearch',
    'widgets/love-count/define.ts',
    'widgets/cart-count/define.ts',
    'widgets/popups/define.ts',
  ],
};

/** Widgets whose own share has a budget (see PageGraph.ownShare), with their libraries. */
export const WIDGET_SHARES: Record<string, { widget: string; libraries: string[] }> = {
  'search chunk + algoliasearch': {
    widget: 'widgets/search/define.ts',
    libraries: ['algoliasearch'],
  },
};
