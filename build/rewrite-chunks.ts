import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputAsset, OutputChunk } from 'rolldown';

/**
 * Rewrites the written files of the chunks `wanted` picks — a build step after the bundler
 * (the second minification, the compile hints) — and returns the output with each chunk's final
 * code, for the steps after it and the manifest.
 *
 * @example await rewriteChunks('dist', output, () => true, (code) => code.trim());
 */
export async function rewriteChunks(
  outDir: string,
  output: readonly (OutputChunk | OutputAsset)[],
  wanted: (chunk: OutputChunk) => boolean,
  rewrite: (code: string, chunk: OutputChunk) => string,
): Promise<(OutputChunk | OutputAsset)[]> {
  return Promise.all(
    output.map(async (item) => {
      if (item.type !== 'chunk' || !wanted(item)) return item;
      const file = path.join(outDir, item.fileName);
      const code = rewrite(await readFile(file, 'utf8'), item);
      await writeFile(file, code);
      return { ...item, code };
    }),
  );
}
