import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import type { Hono } from 'hono';
import { afterAll } from 'vitest';
import type { DemoHostEnv } from '../context';
import type { CatalogueSearch } from '../search/catalogue-search';
import { openDemoHost } from '../server';

// Test helpers: a demo host on a throwaway database, and a tiny browser that keeps cookies
// between requests the way a real one does (the visitor and its loves live in cookies).

export interface TestHost {
  app: Hono<DemoHostEnv>;
  db: Database;
  dir: string;
  /** The host's search service (engine and shop-the-look data), for tests that need records. */
  search: CatalogueSearch;
  /** Log lines the host wrote (e.g. the missing-dist notice). */
  logs: string[];
  cleanup(): void;
}

export function createTestHost(
  options: { distDir?: string; storybookDir?: string } = {},
): TestHost {
  const dir = mkdtempSync(join(tmpdir(), 'rove-demo-host-'));
  const logs: string[] = [];
  const { app, db, search } = openDemoHost({
    dbPath: join(dir, 'data', 'demo.sqlite'),
    distDir: options.distDir ?? join(dir, 'no-dist'),
    storybookDir: options.storybookDir ?? join(dir, 'no-storybook'),
    log: (line) => logs.push(line),
  });
  return {
    app,
    db,
    dir,
    search,
    logs,
    cleanup: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A test host for the calling test file, closed after its last test: the one line of setup
 * a route test needs. Call it at the top level of the file.
 *
 * @example const host = setupTestHost();
 */
export function setupTestHost(options?: Parameters<typeof createTestHost>[0]): TestHost {
  const host = createTestHost(options);
  afterAll(() => host.cleanup());
  return host;
}

export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: Hono<DemoHostEnv>) {}

  async get(path: string, init: RequestInit = {}): Promise<Response> {
    return this.request(path, init);
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const response = await this.app.request(path, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async json<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
    const response = await this.request(path, init);
    return { status: response.status, body: (await response.json()) as T };
  }
}

/**
 * The vendor-policy options the demo host's pages are served with (middleware/security-headers.ts):
 * the test host's own origin, which 'self' covers (its search API among it), and no inline styles.
 */
export const DEMO_POLICY_OPTIONS = { origin: 'http://localhost', inlineStyles: false } as const;

/** The settings object from a page's <script id="rove-settings"> tag. */
export function readSettings(page: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="rove-settings">([\s\S]*?)<\/script>/.exec(
    page,
  );
  if (!match?.[1]) throw new Error('page has no rove-settings tag');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

/** The value of the body's class attribute, split. */
export function bodyClasses(page: string): string[] {
  const match = /<body class="([^"]*)"/.exec(page);
  return (match?.[1] ?? '').split(/\s+/).filter(Boolean);
}

/** A product's models in catalogue order, read from the test host's database. */
export function productModels(host: TestHost, nid: number): string[] {
  const row = host.db.prepare('SELECT data FROM products WHERE nid = ?').get(nid) as
    { data: string } | undefined;
  if (!row) throw new Error(`no product ${nid}`);
  const product = JSON.parse(row.data) as { models: { product_models: Record<string, number[]> } };
  return Object.keys(product.models.product_models);
}

/** fetch init for a JSON POST. */
export function postJson(body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

/** fetch init for a urlencoded form POST (what a no-JS form sends). */
export function postForm(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
}
