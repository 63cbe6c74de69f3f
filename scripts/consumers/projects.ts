/**
 * The three consumer projects of tests/consumers/ (issue 53, item 3) and what each must do with
 * the installed package. Each step is timed; any failure fails the project.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { checkLoveToggle } from './love-in-chromium';
import { runCommand } from './run-command';
import { serveSite } from './static-site';

export interface ProjectContext {
  dir: string;
  browser: Browser;
  port: number;
  /** Records a step's wall time. */
  time: (step: string, seconds: number) => void;
}

export interface ConsumerProject {
  name: string;
  check(context: ProjectContext): Promise<void>;
}

const PRODUCT = 'Oak Sofa';

async function timed(context: ProjectContext, step: string, work: () => Promise<void>) {
  const started = performance.now();
  await work();
  context.time(step, (performance.now() - started) / 1000);
}

async function servedLoveToggle(context: ProjectContext, root: string, path: string) {
  const site = await serveSite(root, context.port);
  try {
    await checkLoveToggle(context.browser, site, path, PRODUCT);
  } finally {
    await site.close();
  }
}

/**
 * A Vite + React 19 app: its TypeScript accepts <rove-love> through `rove-widgets/jsx-react`
 * and rejects wrong attributes (src/wrong-attributes.tsx), its production build bundles the
 * loader, and the built app renders the toggle in Chromium.
 */
const viteReact: ConsumerProject = {
  name: 'vite-react',
  async check(context) {
    context.time('tsc', await runCommand(context.dir, 'npm', ['run', '--silent', 'typecheck']));
    context.time('build', await runCommand(context.dir, 'npm', ['run', '--silent', 'build']));
    await timed(context, 'chromium', () =>
      servedLoveToggle(context, join(context.dir, 'dist'), '/'),
    );
  },
};

/** A plain HTML page: the host copies the package's dist/ and adds the classic loader. */
const classicHtml: ConsumerProject = {
  name: 'classic-html',
  async check(context) {
    context.time('copy', await runCommand(context.dir, 'npm', ['run', '--silent', 'build']));
    await timed(context, 'chromium', () =>
      servedLoveToggle(context, join(context.dir, 'site'), '/'),
    );
  },
};

/** Starts `node server.js` on the port and resolves with its origin once it listens. */
function startNodeServer(dir: string, port: number): Promise<{ origin: string; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['server.js'], {
      cwd: dir,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString('utf8'));
      const listening = /listening on (\d+)/.exec(output.join(''));
      if (listening)
        resolve({ origin: `http://127.0.0.1:${listening[1]}`, stop: () => child.kill() });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('close', (code) =>
      reject(new Error(`node server.js exited with ${code}:\n${output.join('')}`)),
    );
  });
}

function expectIn(html: string, wanted: readonly string[], refused: readonly string[]): void {
  const missing = wanted.filter((text) => !html.includes(text));
  const present = refused.filter((text) => html.includes(text));
  if (missing.length > 0 || present.length > 0)
    throw new Error(
      `the results page ${[
        missing.length ? `lacks ${missing.map((t) => JSON.stringify(t)).join(', ')}` : '',
        present.length ? `has ${present.map((t) => JSON.stringify(t)).join(', ')}` : '',
      ]
        .filter(Boolean)
        .join(' and ')}:\n${html.slice(0, 2000)}`,
    );
}

/**
 * A Node server (node:http, ESM) rendering the results page with `rove-widgets/server`,
 * type-checked against the package's types; its page for "sofa" holds the two sofas' cards in
 * the element's markup and not the armchair.
 */
const nodeServer: ConsumerProject = {
  name: 'node-server',
  async check(context) {
    context.time('tsc', await runCommand(context.dir, 'npm', ['run', '--silent', 'typecheck']));
    await timed(context, 'render', async () => {
      const server = await startNodeServer(context.dir, context.port);
      try {
        const response = await fetch(`${server.origin}/search/products/sofa/`);
        if (response.status !== 200)
          throw new Error(`the results page answered ${response.status}`);
        expectIn(
          await response.text(),
          [
            '<rove-search-results><div class="rove-search-results">',
            'Search results for “sofa”',
            '2 results',
            'Oak Sofa',
            'Harbor Sofa',
            `href="${server.origin}/product/oak-sofa"`,
          ],
          ['Lune Armchair', 'Search is resting'],
        );
      } finally {
        server.stop();
      }
    });
  },
};

export const PROJECTS: readonly ConsumerProject[] = [viteReact, classicHtml, nodeServer];
