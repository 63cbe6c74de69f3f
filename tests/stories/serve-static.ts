/**
 * A tiny static file server for the built Storybook (storybook-static/), started by
 * playwright.stories.config.ts. GET and HEAD only, no directory listings, nothing outside
 * the root.
 *
 * @example STORIES_PORT=6007 tsx tests/stories/serve-static.ts
 */
import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const root = resolve(process.env['STORIES_DIR'] ?? 'storybook-static');
const port = Number(process.env['STORIES_PORT'] ?? 6007);
const host = process.env['STORIES_HOST'] ?? '127.0.0.1';

if (!existsSync(join(root, 'index.json'))) {
  console.error(`[stories] ${root} has no index.json: run \`npm run build-storybook\` first.`);
  process.exit(1);
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
};

/** The file a URL path names inside the root, or null when it would leave the root. */
function fileFor(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = resolve(join(root, decoded.endsWith('/') ? `${decoded}index.html` : decoded));
  return file === root || file.startsWith(root + sep) ? file : null;
}

const server = createServer(async (request, response) => {
  const method = request.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  if (pathname === '/favicon.ico') {
    // Chromium asks for it on its own and logs a 404 as a console error; Storybook has none.
    response.writeHead(204).end();
    return;
  }
  const file = fileFor(pathname);
  if (!file) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad path\n');
    return;
  }
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': info.size,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    if (method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
  }
});

server.listen(port, host, () => {
  console.log(`[stories] serving ${root} on http://${host}:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
