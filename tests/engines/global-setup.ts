import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDemoHost } from '../../demo-host/server';
import { programPath } from './browsers';
import { startWebKitServer } from './webkit-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo host both engines drive: 'http://127.0.0.1:4460'. */
    enginesBaseUrl: string;
    /** WebKitWebDriver's endpoint, whose MiniBrowser the WebKit file drives. */
    webkitDriverUrl: string;
  }
}

/**
 * Global setup of the engines suite: the programs are there, the production build is there
 * (`npm test` built it earlier: this suite does not rebuild), one demo host serves it on a
 * fresh database with the test error hook for both engines at once, and WebKitWebDriver waits
 * on its display. ENGINES_PORT (4460) and ENGINES_DIST (dist) move the host.
 *
 * WebKitWebDriver and Xvfb live here, in vitest's main process, rather than in the WebKit test
 * file's worker: the worker is ended by a signal, with no exit handlers, and would leave them
 * (and MiniBrowser) running after a test that never closed its session; this teardown always
 * runs.
 */
/** The programs and the build the suite needs; throws the one line to show when one is missing. */
function checkPrerequisites(dist: string): void {
  programPath('firefox');
  programPath('webkitDriver');
  if (!process.env['DISPLAY']) programPath('xvfb');
  if (!existsSync(join(dist, 'loader.js')))
    throw new Error(`[rove] no production build in ${dist}: run \`npm run build\` first.`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dist = resolve(process.env['ENGINES_DIST'] ?? 'dist');
  try {
    checkPrerequisites(dist);
  } catch (error) {
    // One line that says what to install, not a stack trace and a "no test files" notice.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }

  const port = Number(process.env['ENGINES_PORT'] ?? 4460);
  const dbPath = resolve(`.data/engines-${port}.sqlite`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
  const host = await startDemoHost({
    port,
    hostname: '127.0.0.1',
    dbPath,
    distDir: dist,
    testErrorHook: true,
    log: (line) => console.error(line),
  });
  const webkit = await startWebKitServer();
  project.provide('enginesBaseUrl', `http://127.0.0.1:${host.port}`);
  project.provide('webkitDriverUrl', webkit.url);
  return async () => {
    webkit.stop();
    await host.close();
  };
}
