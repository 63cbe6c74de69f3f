import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputAsset, OutputChunk } from 'rolldown';

/** One row per output file: what it is built from and what it loads statically. */
export interface ManifestEntry {
  file: string;
  /** Source entry (the loader, a widget's define.ts, a lazily imported library) when the file is one. */
  source?: string;
  bytes: number;
  imports: string[];
  dynamicImports: string[];
}

/**
 * Writes dist/manifest.json from the bundler's output, so the size report and the CDN
 * deployment know every chunk and its static graph.
 */
export async function writeManifest(
  outDir: string,
  output: readonly (OutputChunk | OutputAsset)[],
): Promise<void> {
  const entries: ManifestEntry[] = output
    .filter((item): item is OutputChunk => item.type === 'chunk')
    .map((chunk) => ({
      file: chunk.fileName,
      ...(chunk.facadeModuleId
        ? { source: path.relative(process.cwd(), chunk.facadeModuleId).split(path.sep).join('/') }
        : {}),
      bytes: Buffer.byteLength(chunk.code),
      imports: [...chunk.imports],
      dynamicImports: [...chunk.dynamicImports],
    }));
  await writeFile(
    path.join(outDir, 'manifest.json'),
    `${JSON.stringify({ files: entries }, null, 2)}\n`,
  );
}
