import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ManifestEntry } from './manifest';

/** What a page loads: the loader, then each widget's chunk, each with its static imports. */
export interface PageGraph {
  loaderFile: string;
  byFile: Map<string, ManifestEntry>;
  /** The chunk built from a source file (a widget's define.ts, core/settings/settings.ts …). */
  chunkOf(source: string): string;
  /** A file and everything it imports statically, transitively. */
  closure(...files: string[]): string[];
}

export function readPageGraph(distDir: string): PageGraph {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'manifest.json'), 'utf8')) as {
    files: ManifestEntry[];
  };
  const byFile = new Map(manifest.files.map((entry) => [entry.file, entry]));
  const all = [...byFile.values()];
  return {
    loaderFile: 'loader.js',
    byFile,
    chunkOf(source) {
      const entry = all.find((candidate) => candidate.source === source);
      if (!entry) throw new Error(`no chunk is built from ${source}`);
      return entry.file;
    },
    closure(...files) {
      const seen = new Set<string>();
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        byFile.get(file)?.imports.forEach(visit);
      };
      files.forEach(visit);
      return [...seen];
    },
  };
}

/** The pages the budgets talk about, as source entries loaded on top of the loader. */
export const PAGES: Record<string, string[]> = {
  'love only (rove-love + rove-love-count)': [
    'loader/runtime.ts',
    'widgets/love/define.ts',
    'widgets/love-count/define.ts',
  ],
};
