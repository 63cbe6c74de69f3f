import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputAsset, OutputChunk } from 'rolldown';

/** The placeholder loader/index.ts carries where the list of files to preload goes. */
export const PRELOAD_PLACEHOLDER = '__ROVE_PRELOAD__';

/** The entries every page loads besides its elements: the start module (with the runtime and
 * page behaviours) and tracking. */
const EVERY_PAGE = ['loader/start-widgets.ts', 'loader/tracking.ts'];

/**
 * The files every page needs, with their static imports, except what loader.js imports
 * statically itself: the loader asks for all of them at once (modulepreload), so none waits
 * for the chunk that imports it — a phone would pay a round trip per level (issue 22).
 *
 * @example everyPageFiles(output) // ['chunks/runtime-….js', 'chunks/kit-….js', …]
 */
export function everyPageFiles(output: readonly (OutputChunk | OutputAsset)[]): string[] {
  const chunks = output.filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loader = chunks.find((chunk) => chunk.name === 'loader');
  const already = new Set(loader?.imports ?? []);
  // What loader.js imports itself in the moment it preloads (its start module): not asked twice,
  // but its imports are.
  const importedThen = new Set(loader?.dynamicImports ?? []);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || already.has(file)) return;
    files.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  for (const entry of EVERY_PAGE) {
    const chunk = chunks.find((candidate) =>
      candidate.facadeModuleId?.split(path.sep).join('/').endsWith(entry),
    );
    if (!chunk) throw new Error(`no chunk is built from ${entry}`);
    if (importedThen.has(chunk.fileName)) chunk.imports.forEach(visit);
    else visit(chunk.fileName);
  }
  return [...files];
}

/** Writes the list into loader.js (space-separated file names, relative to it). */
export async function writeLoaderPreloads(
  outDir: string,
  output: readonly (OutputChunk | OutputAsset)[],
): Promise<void> {
  const loaderPath = path.join(outDir, 'loader.js');
  const loader = await readFile(loaderPath, 'utf8');
  if (!loader.includes(PRELOAD_PLACEHOLDER))
    throw new Error('loader.js has no preload placeholder');
  await writeFile(
    loaderPath,
    loader.replace(PRELOAD_PLACEHOLDER, everyPageFiles(output).join(' ')),
  );
}
