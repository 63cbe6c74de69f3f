import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { browserWorkers } from './machine';

/**
 * The browser the e2e and story tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else Playwright's own download (undefined → Playwright's default). Test tools cannot
 * download browsers here, so a missing one fails with one line saying how to get one.
 */
export function chromiumPath(): string {
  const fromEnv = pathFromEnvironment('CHROMIUM_PATH');
  if (fromEnv) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  let own = '';
  try {
    own = chromium.executablePath(); // Playwright's own build, if one was installed
  } catch {
    // No registry entry for this platform.
  }
  if (own && existsSync(own)) return own;
  fail('no Chromium found');
}

/**
 * The browser most tests drive: Chromium's headless shell (Debian's `chromium-headless-shell`,
 * the old headless mode without the browser's UI layer), as Playwright's own headless default
 * is. The same Blink and V8 as `chromiumPath()`, at about half the CPU a page: the e2e sweeps
 * took 2:13 in the full browser and 1:25 in the shell (2 workers, one run, docs/decisions/0003).
 * What the shell lacks (the back/forward cache) is tested in the full browser. Falls back to the
 * full browser, with one line saying so, where the shell is not installed.
 */
export function headlessShellPath(): string {
  const fromEnv = pathFromEnvironment('CHROMIUM_HEADLESS_SHELL_PATH');
  if (fromEnv) return fromEnv;
  if (existsSync('/usr/bin/chromium-headless-shell')) return '/usr/bin/chromium-headless-shell';
  if (!warnedNoShell) {
    warnedNoShell = true;
    console.warn(
      '[rove] no chromium-headless-shell: the tests use the full Chromium, at about twice the CPU (`apt-get install -y chromium-headless-shell`).',
    );
  }
  return chromiumPath();
}

let warnedNoShell = false;

/** A browser the environment names; one that is not there fails at once, saying which. */
function pathFromEnvironment(name: string): string | undefined {
  const path = process.env[name];
  if (!path) return undefined;
  if (!existsSync(path)) fail(`${name}=${path} does not exist`);
  return path;
}

function fail(reason: string): never {
  throw new Error(
    `[rove] ${reason}: install one with \`apt-get install -y chromium\` (or \`npx playwright install chromium\`), or set CHROMIUM_PATH.`,
  );
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The Playwright settings every suite of ours shares (e2e, stories): one place to change
 * (docs/decisions/0080). One browser per CPU (`browserWorkers()`). A failed test runs once more
 * and a pass on that retry is counted as flaky, never hidden: `FlakyReporter` lists it in the
 * stage table and docs/QUALITY.md, and fails the run when the same test was flaky in the
 * suite's previous run. Timeouts leave a slower machine room: a passing test waits no longer.
 */
export function sharedPlaywrightSettings(baseURL: string, { suite }: { suite: string }) {
  return {
    fullyParallel: true,
    workers: browserWorkers(),
    retries: 1,
    reporter: [['list'], ['./tests/helpers/flaky-reporter.ts', { suite }]] as [
      ['list'],
      [string, { suite: string }],
    ],
    timeout: 60_000,
    expect: { timeout: 10_000 },
    use: {
      baseURL,
      browserName: 'chromium' as const,
      launchOptions: { executablePath: headlessShellPath(), args: CHROMIUM_ARGS },
      actionTimeout: 15_000,
      navigationTimeout: 30_000,
      trace: 'off' as const,
    },
  };
}
