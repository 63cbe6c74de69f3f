import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The SDK files a page's elements need, from dist/manifest.json, named for the loader in
 * `<meta name="rove-preload" content="chunks/… chunks/…">` — the best practice the README's
 * "Deploying" section gives hosts. The loader asks for all of them at once after the first
 * paint, so no chunk waits for the one that imports it (document → loader → every file). Not
 * `<link rel="modulepreload">` in the head: the parser would fetch and compile ~25 files before
 * the page's first paint (measured: first paint 240 → 460 ms, Lighthouse's LCP +0.5 s).
 */

interface ManifestFile {
  file: string;
  source?: string;
  imports: string[];
  dynamicImports?: string[];
}

/** What every page loads besides its elements (build/loader-preloads.ts): the start module
 * (with the runtime and the page's behaviours) and tracking, with their imports. */
const EVERY_PAGE = ['loader/start-widgets.ts', 'loader/tracking.ts'];

/** The tags of our elements in a page's HTML (`<rove-love …>` → 'rove-love'), in order. */
export function elementTags(html: string): string[] {
  return [
    ...new Set([...html.matchAll(/<(rove-[a-z][a-z-]*)[\s>]/g)].map((match) => match[1] as string)),
  ];
}

/**
 * The files to hint for these tags: each element's chunk with its static imports, and what
 * every page loads; not loader.js (the page's script tag) nor the start module it imports
 * itself, in the moment it reads the hints.
 *
 * @example preloadFiles(manifest, ['rove-love']) // ['chunks/kit-….js', …, 'chunks/rove-love.….js', …]
 */
export function preloadFiles(files: readonly ManifestFile[], tags: readonly string[]): string[] {
  const byFile = new Map(files.map((entry) => [entry.file, entry]));
  const bySource = new Map(files.flatMap((entry) => (entry.source ? [[entry.source, entry]] : [])));
  const wanted = new Set<string>();
  const visit = (file: string) => {
    if (wanted.has(file)) return;
    wanted.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  const sources = [
    ...EVERY_PAGE,
    ...tags.map((tag) => `widgets/${tag.slice('rove-'.length)}/define.ts`),
  ];
  for (const source of sources) {
    const entry = bySource.get(source);
    if (entry) visit(entry.file);
  }
  const loader = byFile.get('loader.js');
  for (const file of ['loader.js', ...(loader?.dynamicImports ?? [])]) wanted.delete(file);
  return [...wanted];
}

/** The tag that names them for the loader (paths relative to loader.js, as in the manifest). */
export function preloadMeta(files: readonly string[]): string {
  return `<meta name="rove-preload" content="${files.filter((file) => file.startsWith('chunks/')).join(' ')}">`;
}

/** dist/manifest.json, read again when a rebuild changes it; null without a build. */
export function manifestReader(distDir: string): () => ManifestFile[] | null {
  const path = join(distDir, 'manifest.json');
  let cached: { mtimeMs: number; files: ManifestFile[] } | null = null;
  return () => {
    try {
      const { mtimeMs } = statSync(path);
      if (cached?.mtimeMs !== mtimeMs)
        cached = {
          mtimeMs,
          files: (JSON.parse(readFileSync(path, 'utf8')) as { files: ManifestFile[] }).files,
        };
      return cached.files;
    } catch {
      return null;
    }
  };
}
