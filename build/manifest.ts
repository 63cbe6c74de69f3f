import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputAsset, OutputChunk } from 'rolldown';
import { subresourceIntegrity } from './integrity';

/** One row per output file: what it is built from and what it loads statically. */
export interface ManifestEntry {
  file: string;
  /** Source entry (the loader, a widget's define.ts, a lazily imported library) when the file is one. */
  source?: string;
  bytes: number;
  /** Subresource Integrity of the file as written (build/integrity.ts), for a CDN's tags. */
  integrity: string;
  imports: string[];
  dynamicImports: string[];
}

/**
 * Writes dist/manifest.json from the bundler's output, so the size report and the CDN
 * deployment know every chunk and its static graph. Each file's integrity is hashed from the
 * disk, not the bundler's code: the steps after the bundler (the stamp, the second minifier,
 * the compile hints) rewrite the files.
 */
export async function writeManifest(
  outDir: string,
  output: readonly (OutputChunk | OutputAsset)[],
): Promise<void> {
  const chunks = output.filter((item): item is OutputChunk => item.type === 'chunk');
  const entries: ManifestEntry[] = await Promise.all(
    chunks.map(async (chunk) => ({
      file: chunk.fileName,
      ...(chunk.facadeModuleId
        ? { source: path.relative(process.cwd(), chunk.facadeModuleId).split(path.sep).join('/') }
        : {}),
      bytes: Buffer.byteLength(chunk.code),
      integrity: subresourceIntegrity(await readFile(path.join(outDir, chunk.fileName))),
      imports: [...chunk.imports],
      dynamicImports: [...chunk.dynamicImports],
    })),
  );
  await writeFile(
    path.join(outDir, 'manifest.json'),
    `${JSON.stringify({ files: entries }, null, 2)}\n`,
  );
}
