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
