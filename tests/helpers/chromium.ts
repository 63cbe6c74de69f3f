import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * The browser the e2e and story tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else Playwright's own download (undefined → Playwright's default). Test tools cannot
 * download browsers here, so a missing one fails with one line saying how to get one.
 */
export function chromiumPath(): string {
  const fromEnv = process.env['CHROMIUM_PATH'];
  if (fromEnv) {
    if (!existsSync(fromEnv)) fail(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
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

/** The Playwright settings every suite of ours shares (e2e, stories): one place to change. */
export function sharedPlaywrightSettings(baseURL: string) {
  return {
    fullyParallel: true,
    workers: 2,
    retries: process.env['CI'] ? 1 : 0,
    reporter: [['list']] as [['list']],
    timeout: 30_000,
    expect: { timeout: 5_000 },
    use: {
      baseURL,
      browserName: 'chromium' as const,
      launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
      trace: 'off' as const,
    },
  };
}
