import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The build's file names carry random text: each chunk's content hash (`kit-tQM03Ek.js`) and the
 * elements' stamp (`rove-love.b-IIbj.js`), repeated in every file that imports them. Brotli
 * shrinks the same code by a different amount with other random text: one tree built twice has
 * measured up to 0.08 kB apart on a page, so a budget could fail on a change to an unrelated
 * file. The size report measures copies in which each such part is replaced by text of the same
 * length derived from the chunk's name alone: the same code measures the same, and a change is
 * measured by what it changes.
 */

const SEGMENT = /^[A-Za-z0-9_-]+$/;

function stableText(seed: string, length: number): string {
  return createHash('sha256').update(seed).digest('base64url').slice(0, length);
}

/**
 * The random parts of the build's chunk names, each with its stable stand-in: the elements'
 * stamp (`.b-IIbj.js`) and each shared chunk's hash (`-tQM03Ek.js`, six or seven characters as
 * build/build.ts chose).
 *
 * @example randomParts(['rove-love.b-IIbj.js', 'kit-tQM03Ek.js']) // Map { 'b-IIbj' => '…', 'tQM03Ek' => '…' }
 */
export function randomParts(chunkNames: readonly string[]): Map<string, string> {
  const parts = new Map<string, string>();
  const bases: string[] = [];
  for (const name of chunkNames) {
    let base = name.replace(/\.js$/, '');
    const stamp = /\.([A-Za-z0-9_-]{6})$/.exec(base)?.[1];
    if (stamp) {
      parts.set(stamp, stableText('stamp', stamp.length));
      base = base.slice(0, -stamp.length - 1);
    }
    // An element's entry has its tag's name and no hash of its own.
    if (!base.startsWith('rove-')) bases.push(base);
  }
  // Every shared chunk is `[name]-[hash]`: the length is the one at which all of them have the dash.
  const length = [7, 6].find((size) => bases.every((base) => base.at(-size - 1) === '-'));
  if (length === undefined) return parts;
  for (const base of bases) {
    const hash = base.slice(-length);
    if (SEGMENT.test(hash)) parts.set(hash, stableText(base.slice(0, -length - 1), length));
  }
  return parts;
}

/** Replaces every random part in a file's text by its stand-in. */
export function withStableNames(text: string, parts: ReadonlyMap<string, string>): string {
  if (parts.size === 0) return text;
  const escaped = [...parts.keys()].map((part) => part.replace(/[-]/g, '\\-'));
  return text.replace(new RegExp(escaped.join('|'), 'g'), (part) => parts.get(part) ?? part);
}

/**
 * Writes a copy of each of `files` (paths under `distDir`) into `outDir` with stable names in its
 * text, and answers each file's copy.
 *
 * @example stableCopies('dist', ['dist/loader.js'], '.data/size-stable').get('dist/loader.js') // '.data/size-stable/loader.js'
 */
export function stableCopies(
  distDir: string,
  files: readonly string[],
  outDir: string,
): Map<string, string> {
  const chunkNames = readdirSync(path.join(distDir, 'chunks')).filter((name) =>
    name.endsWith('.js'),
  );
  const parts = randomParts(chunkNames);
  const copies = new Map<string, string>();
  for (const file of new Set(files)) {
    const copy = path.join(outDir, path.relative(distDir, file));
    mkdirSync(path.dirname(copy), { recursive: true });
    writeFileSync(copy, withStableNames(readFileSync(file, 'utf8'), parts));
    copies.set(file, copy);
  }
  return copies;
}
