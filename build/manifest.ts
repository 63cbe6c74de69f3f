import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Metafile } from 'esbuild';

/** One row per output file: what it is built from and what it loads statically. */
export interface ManifestEntry {
  file: string;
  /** Source entry (the loader, or a widget's define.ts) when the file is one. */
  source?: string;
  bytes: number;
  imports: string[];
  dynamicImports: string[];
}

/**
 * Writes dist/manifest.json from esbuild's metafile, so the size report and the CDN
 * deployment know every chunk and its static graph.
 */
export async function writeManifest(outDir: string, meta: Metafile): Promise<void> {
  const rel = (file: string) => path.relative(outDir, file).split(path.sep).join('/');
  const entries: ManifestEntry[] = Object.entries(meta.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .map(([file, output]) => ({
      file: rel(file),
      ...(output.entryPoint ? { source: output.entryPoint } : {}),
      bytes: output.bytes,
      imports: output.imports.filter((i) => i.kind === 'import-statement').map((i) => rel(i.path)),
      dynamicImports: output.imports
        .filter((i) => i.kind === 'dynamic-import')
        .map((i) => rel(i.path)),
    }));
  await writeFile(
    path.join(outDir, 'manifest.json'),
    `${JSON.stringify({ files: entries }, null, 2)}\n`,
  );
}
