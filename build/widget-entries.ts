import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputAsset, OutputChunk } from 'rolldown';

/** The placeholder loader/index.ts carries where the build's stamp goes. */
export const BUILD_PLACEHOLDER = '__ROVE_BUILD__';

/**
 * Every element the SDK ships: `rove-<folder>` → widgets/<folder>/define.ts. Each is an entry
 * of the build, written as chunks/<tag>.<stamp>.js, which is how the loader finds it without a
 * table (loader/lazy-define.ts).
 *
 * @example widgetEntries() // { 'rove-love': 'widgets/love/define.ts', … }
 */
export function widgetEntries(root = process.cwd()): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const folder of readdirSync(path.join(root, 'widgets')).sort()) {
    const define = path.join('widgets', folder, 'define.ts');
    if (existsSync(path.join(root, define))) entries[`rove-${folder}`] = define;
  }
  return entries;
}

/**
 * The stamp of a build: a hash of every element chunk, so their addresses change whenever any
 * of them does and stay cacheable for ever otherwise.
 */
export function buildStamp(codes: readonly string[]): string {
  const hash = createHash('sha256');
  for (const code of codes) hash.update(code);
  return hash.digest('base64url').slice(0, 10);
}

/**
 * Renames the element chunks to chunks/<tag>.<stamp>.js and writes the stamp into loader.js.
 * Returns the output with the final file names (for the manifest).
 */
export async function stampElementChunks(
  outDir: string,
  output: readonly (OutputChunk | OutputAsset)[],
): Promise<(OutputChunk | OutputAsset)[]> {
  const chunks = output.filter((item): item is OutputChunk => item.type === 'chunk');
  const elements = chunks.filter((chunk) => chunk.isEntry && chunk.name.startsWith('rove-'));
  const elementFiles = new Set(elements.map((chunk) => chunk.fileName));
  for (const chunk of chunks) {
    const imported = [...chunk.imports, ...chunk.dynamicImports].find((file) =>
      elementFiles.has(file),
    );
    if (imported) throw new Error(`${chunk.fileName} imports the element chunk ${imported}`);
  }
  const stamp = buildStamp(
    [...elements].sort((a, b) => a.name.localeCompare(b.name)).map((chunk) => chunk.code),
  );
  const renamed = new Map<string, string>();
  for (const chunk of elements) {
    const file = `chunks/${chunk.name}.${stamp}.js`;
    await rename(path.join(outDir, chunk.fileName), path.join(outDir, file));
    renamed.set(chunk.fileName, file);
  }
  const loaderPath = path.join(outDir, 'loader.js');
  const loader = await readFile(loaderPath, 'utf8');
  if (!loader.includes(BUILD_PLACEHOLDER)) throw new Error('loader.js has no build placeholder');
  await writeFile(loaderPath, loader.replaceAll(BUILD_PLACEHOLDER, stamp));
  return output.map((item) =>
    item.type === 'chunk' && renamed.has(item.fileName)
      ? { ...item, fileName: renamed.get(item.fileName) as string }
      : item,
  );
}
