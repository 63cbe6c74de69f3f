/**
 * A consumer project as its developer has it: copied out of tests/consumers/ into the run's
 * folder (away from the SDK's own node_modules, so nothing resolves from there), its locked
 * dependencies installed with `npm ci`, then the packed SDK with `npm install --no-save <tgz>`.
 *
 * The lockfiles name the ecosystem's packages only, not the SDK: the tarball is new at every run
 * (its integrity changes with every build), so a lockfile entry for it would be rewritten each
 * time. `--no-save` installs it without touching package.json or the lockfile (decision 0076).
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from './run-command';

const NPM_QUIET = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel', 'error'];

export interface InstalledProject {
  dir: string;
  ciSeconds: number;
  sdkSeconds: number;
}

export async function installProject(
  source: string,
  dir: string,
  tarball: string,
): Promise<InstalledProject> {
  cpSync(source, dir, { recursive: true });
  const ciSeconds = await runCommand(dir, 'npm', ['ci', ...NPM_QUIET]);
  const sdkSeconds = await runCommand(dir, 'npm', ['install', '--no-save', ...NPM_QUIET, tarball]);
  return { dir, ciSeconds, sdkSeconds };
}

/**
 * The runner's self-test (`--break-exports`): every export of the installed package's COPY of
 * package.json pointed at a file that is not there, as a wrong path in `exports` would ship.
 * Each project must then fail; the SDK's own package.json is never touched.
 */
export function breakInstalledExports(dir: string): void {
  const manifest = join(dir, 'node_modules', 'rove-widgets', 'package.json');
  const text = readFileSync(manifest, 'utf8');
  writeFileSync(
    manifest,
    text.replaceAll('./dist/', './dist/missing/').replaceAll('./types/', './types/missing/'),
  );
}
