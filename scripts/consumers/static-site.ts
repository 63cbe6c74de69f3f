/**
 * The host a consumer project's built page needs: its static files, and the endpoints a
 * logged-in shopper's page with `<rove-love>` calls, answered as a retailer's backend would —
 * the love itself (widgets/love/README.md: `GET {basePath}uc_love/ajax?op&nid` → `{cnt}`) and the
 * customer record the page's tracking asks once (spec/checkout.md §7 `GET ajax/rove_customer`).
 * The loves it receives are kept for the checks.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

export interface StaticSite {
  origin: string;
  /** The `op` of every love call received, in order. */
  loves: string[];
  close(): Promise<void>;
}

/** The file under `root` for a request path, or null (outside it, or not a file). */
function fileFor(root: string, pathname: string): string | null {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  const file = join(
    root,
    relative.endsWith(sep) || relative === '' ? join(relative, 'index.html') : relative,
  );
  if (!file.startsWith(root)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

export async function serveSite(root: string, port: number): Promise<StaticSite> {
  const loves: string[] = [];
  let count = 0;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/uc_love/ajax') {
      const op = url.searchParams.get('op') ?? '';
      loves.push(op);
      count = Math.max(0, count + (op === 'add' ? 1 : -1));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ cnt: count }));
      return;
    }
    if (url.pathname === '/ajax/rove_customer') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ success: true, id: 7, created: 1_700_000_000, order_count: 2 }),
      );
      return;
    }
    const file = fileFor(root, url.pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    loves,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
