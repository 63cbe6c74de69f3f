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
}

export async function readStaticFile(root: string, relative: string): Promise<StaticFile | null> {
  const path = resolveInside(root, relative);
  if (!path) return null;
  try {
    const info = await stat(path);
    if (!info.isFile()) return null;
    const body = await readFile(path);
    return {
      body: Uint8Array.from(body),
      contentType: contentTypeFor(path),
      etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      lastModified: info.mtime.toUTCString(),
    };
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
