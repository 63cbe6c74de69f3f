/**
 * The package as `npm publish` would upload it: built into dist/ when asked (main.ts: unless
 * dist/ is newer than its sources, or `--no-build`), then packed into the run's folder. The consumer projects install this
 * tarball, so a file left out of `files` or a wrong `exports` path breaks them as it would break
 * a retailer's install.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { runCommand } from './run-command';

export interface Tarball {
  path: string;
  /** Bytes of the .tgz. */
  size: number;
  buildSeconds: number | null;
  packSeconds: number;
}

export async function packPackage(root: string, into: string, build: boolean): Promise<Tarball> {
  const buildSeconds = build
    ? await runCommand(root, 'npx', ['tsx', 'build/build.ts'], process.env)
    : null;
  const started = performance.now();
  const [packed] = JSON.parse(
    execFileSync(
      'npm',
      ['pack', '--json', '--ignore-scripts', '--pack-destination', into, '--loglevel', 'error'],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    ),
  ) as { filename: string; size: number }[];
  if (!packed) throw new Error('npm pack --json listed no tarball');
  return {
    path: join(into, packed.filename),
    size: packed.size,
    buildSeconds,
    packSeconds: (performance.now() - started) / 1000,
  };
}
