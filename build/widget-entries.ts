import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
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
  // Six characters, as the bundler's hashes (build.ts): the stamp is in every element's address.
  return hash.digest('base64url').slice(0, 6);
}

/**
 * The renames a build's stamp implies, as a pure function of the bundler's output: each element
 * chunk becomes chunks/<tag>.<stamp>.js, and each chunk that imports one — a part an element
 * loads on demand, such as the checkout's later steps, which shares the element's modules —
 * becomes <name>-<hash>.<stamp>.js. The bundler's hash named that chunk's content when it
 * imported ./<tag>.js; after the rename it imports ./<tag>.<stamp>.js, so its name must carry the
 * stamp too, or a cache would keep the old file under the new content's name. Every chunk that
 * imports a renamed one is renamed the same way, transitively.
 *
 * @example renamesFor(output, 'Ab3') // Map { 'chunks/rove-love.js' => 'chunks/rove-love.Ab3.js' }
 */
export function renamesFor(
  chunks: readonly Pick<
    OutputChunk,
    'fileName' | 'name' | 'isEntry' | 'imports' | 'dynamicImports'
  >[],
  stamp: string,
): Map<string, string> {
  const renamed = new Map<string, string>();
  for (const chunk of chunks)
    if (chunk.isEntry && chunk.name.startsWith('rove-'))
      renamed.set(chunk.fileName, `chunks/${chunk.name}.${stamp}.js`);
  for (let grew = true; grew;) {
    grew = false;
    for (const chunk of chunks) {
      if (renamed.has(chunk.fileName)) continue;
      if (![...chunk.imports, ...chunk.dynamicImports].some((file) => renamed.has(file))) continue;
      renamed.set(chunk.fileName, chunk.fileName.replace(/\.js$/, `.${stamp}.js`));
      grew = true;
    }
  }
  return renamed;
}

/**
 * Renames the element chunks (and the chunks that import them, see {@link renamesFor}) and
 * writes the stamp into loader.js. Returns the output with the final file names (for the
 * manifest).
 */
export async function stampElementChunks(
  outDir: string,
  output: readonly (OutputChunk | OutputAsset)[],
): Promise<(OutputChunk | OutputAsset)[]> {
  const chunks = output.filter((item): item is OutputChunk => item.type === 'chunk');
  const elements = chunks.filter((chunk) => chunk.isEntry && chunk.name.startsWith('rove-'));
  const stamp = buildStamp(
    [...elements].sort((a, b) => a.name.localeCompare(b.name)).map((chunk) => chunk.code),
  );
  const renamed = renamesFor(chunks, stamp);
  const rename = (file: string) => renamed.get(file) ?? file;
  // Chunks name each other relative to chunks/ ("./kit-….js", quoted as the minifier likes);
  // only renamed chunks and their importers (renamed themselves) can hold a name that changes.
  const relative = (file: string) => `./${path.posix.basename(file)}`;
  for (const [from, to] of renamed) {
    const chunk = chunks.find((candidate) => candidate.fileName === from) as OutputChunk;
    let code = await readFile(path.join(outDir, from), 'utf8');
    for (const file of [...chunk.imports, ...chunk.dynamicImports])
      if (renamed.has(file)) code = code.split(relative(file)).join(relative(rename(file)));
    await writeFile(path.join(outDir, to), code);
    await rm(path.join(outDir, from));
  }
  const loaderPath = path.join(outDir, 'loader.js');
  const loader = await readFile(loaderPath, 'utf8');
  if (!loader.includes(BUILD_PLACEHOLDER)) throw new Error('loader.js has no build placeholder');
  await writeFile(loaderPath, loader.replaceAll(BUILD_PLACEHOLDER, stamp));
  return output.map((item) =>
    item.type === 'chunk'
      ? {
          ...item,
          fileName: rename(item.fileName),
          imports: item.imports.map(rename),
          dynamicImports: item.dynamicImports.map(rename),
        }
      : item,
  );
}
