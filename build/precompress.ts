import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside every script and JSON file of the
 * build, so a server or CDN can send them as they are, with `Content-Encoding`, instead of
 * compressing each response (the demo host does: demo-host/lib/static-files.ts). Compressing
 * at the highest levels once is cheaper than per request and smaller than on-the-fly levels.
 */
export async function precompress(outDir: string): Promise<number> {
  const files = (await readdir(outDir, { recursive: true }))
    .filter((name) => /\.(js|json)$/.test(name))
    .map((name) => path.join(outDir, name));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipped(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}
