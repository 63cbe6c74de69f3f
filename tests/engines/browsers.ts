import { existsSync } from 'node:fs';

/**
 * The programs the engines suite drives, from Debian's packages (test tools cannot download
 * browsers here). Each can be moved by an environment variable; a missing one fails the
 * suite with one line saying which package provides it, as tests/helpers/chromium.ts does.
 */
export const ENGINE_PROGRAMS = {
  firefox: { env: 'FIREFOX_PATH', path: '/usr/bin/firefox-esr', apt: 'firefox-esr' },
  webkitDriver: {
    env: 'WEBKIT_DRIVER_PATH',
    path: '/usr/bin/WebKitWebDriver',
    apt: 'webkit2gtk-driver',
  },
  xvfb: { env: 'XVFB_PATH', path: '/usr/bin/Xvfb', apt: 'xvfb' },
} as const;

export type EngineProgram = keyof typeof ENGINE_PROGRAMS;

/** The program's path, or an Error whose message is the one line to show. */
export function programPath(program: EngineProgram): string {
  const { env, path, apt } = ENGINE_PROGRAMS[program];
  const chosen = process.env[env] || path;
  if (existsSync(chosen)) return chosen;
  throw new Error(
    `[rove] ${chosen} not found: install it with \`apt-get install -y ${apt}\`, or set ${env}.`,
  );
}
