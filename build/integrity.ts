import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The name of the build's integrity list, beside manifest.json (docs/cdn.md). */
export const INTEGRITY_FILE = 'integrity.json';

/** dist/integrity.json: each file a browser fetches, by its path in the build, and its hash. */
export interface IntegrityList {
  algorithm: 'sha384';
  files: Record<string, string>;
}

/**
 * The Subresource Integrity value of a file's bytes: sha384, base64, as the `integrity`
 * attribute and an import map's `integrity` field take it. sha384 is what browsers and the
 * CDNs' own snippets use; sha256 is allowed but weaker, sha512 longer for nothing.
 *
 * @example subresourceIntegrity(Buffer.from('alert(1)')) // 'sha384-…'
 */
export function subresourceIntegrity(body: Uint8Array): string {
  return `sha384-${createHash('sha384').update(body).digest('base64')}`;
}

/**
 * Whether a path in the build is fetched by a shopper's browser: the loader (module and
 * classic), the chunks (scripts and stylesheets) and the host stylesheets. Not the manifest,
 * the precompressed copies (the same bytes once decoded, which is what SRI hashes) or what a
 * host's server imports (server.js, csp.js).
 *
 * @example isBrowserFile('chunks/rove-love.Ab3dE9.js') // true
 */
export function isBrowserFile(relative: string): boolean {
  return (
    relative === 'loader.js' ||
    relative === 'loader.classic.js' ||
    /^chunks\/[^/]+\.(js|css)$/.test(relative) ||
    /^styles\/[^/]+\.css$/.test(relative)
  );
}

/**
 * Hashes every browser file of a finished build and writes dist/integrity.json, sorted by
 * path so two builds of the same code write the same file. Run after the last step that
 * changes a browser file: a hash of bytes that change later would fail every page.
 */
export async function writeIntegrity(outDir: string): Promise<IntegrityList> {
  const names = (await readdir(outDir, { recursive: true }))
    .map((name) => name.split(path.sep).join('/'))
    .filter(isBrowserFile)
    .sort();
  const files: Record<string, string> = {};
  for (const name of names)
    files[name] = subresourceIntegrity(await readFile(path.join(outDir, name)));
  const list: IntegrityList = { algorithm: 'sha384', files };
  await writeFile(path.join(outDir, INTEGRITY_FILE), `${JSON.stringify(list, null, 2)}\n`);
  return list;
}

/** The lines `npm run build` ends with: what a host's `<script integrity>` needs. */
export function loaderIntegrityLines(list: IntegrityList): string[] {
  return ['loader.js', 'loader.classic.js'].map(
    (file) => `integrity of ${file}: ${list.files[file] ?? '(not built)'}`,
  );
}
