import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

// Static file reading for /rove/ (the built SDK) and /demo-assets/. Files are read from disk on
// every request so a rebuild (npm run build) shows up without restarting the demo host.

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The absolute path of `relative` inside `root`, or null when it would escape the root
 * (.., absolute paths, encoded separators, NUL bytes) or is not a file name at all.
 * @example resolveInside('/srv/dist', 'chunks/a.js') // '/srv/dist/chunks/a.js'
 */
export function resolveInside(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded === '' || decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  const base = resolve(root);
  const target = resolve(base, ...segments);
  return target.startsWith(base + sep) ? target : null;
}

export interface StaticFile {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  etag: string;
  lastModified: string;
  /** Set when the body is a precompressed copy (`file.br`, `file.gz`) of the file. */
  encoding?: 'br' | 'gzip';
  /**
   * The build wrote precompressed copies of the file, so what is sent depends on
   * Accept-Encoding: every response for it says so (`Vary`), the plain one too, or a shared
   * cache would keep the plain body for every browser.
   */
  variesByEncoding: boolean;
}

/** The precompressed copies the build writes beside each file (build/precompress.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** Whether an Accept-Encoding header takes `encoding` (a q of 0 refuses it). */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    return name.trim() === encoding && (q === undefined || Number(q) > 0);
  });
}

/**
 * The file, or, when `acceptEncoding` takes one and the build wrote it, its precompressed copy
 * (the caller sends `Content-Encoding` and `Vary: Accept-Encoding`).
 */
export async function readStaticFile(
  root: string,
  relative: string,
  acceptEncoding?: string,
): Promise<StaticFile | null> {
  const path = resolveInside(root, relative);
  if (!path) return null;
  try {
    const info = await stat(path);
    if (!info.isFile()) return null;
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
    const copies = await Promise.all(
      PRECOMPRESSED.map(({ suffix }) => stat(path + suffix).then(Boolean, () => false)),
    );
    const file = {
      contentType: contentTypeFor(path),
      lastModified: info.mtime.toUTCString(),
      variesByEncoding: copies.includes(true),
    };
    for (const { encoding, suffix } of PRECOMPRESSED) {
      if (acceptEncoding === undefined || !acceptsEncoding(acceptEncoding, encoding)) continue;
      const body = await readFile(path + suffix).catch(() => null);
      if (body)
        return { ...file, body: Uint8Array.from(body), etag: `${etag}-${encoding}"`, encoding };
    }
    return { ...file, body: Uint8Array.from(await readFile(path)), etag: `${etag}"` };
  } catch {
    return null;
  }
}

/**
 * Whether a file name carries a content hash (chunk-5XKQ2ZJR.js, love-Bx81_kQa.js): such files
 * never change and can be cached forever. Lower-case words (rove-checkout.js) are not hashes.
 */
export function isHashedFileName(name: string): boolean {
  const match = /[-.]([A-Za-z0-9_]{8,})\.[a-z0-9]+(\.map)?$/.exec(name);
  return match !== null && /[0-9A-Z]/.test(match[1] ?? '');
}
