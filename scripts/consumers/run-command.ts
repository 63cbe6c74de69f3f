/**
 * Runs one command of a consumer project the way its developer would type it, and times it.
 * The output is held and shown only when the command fails, so a passing run prints a table.
 */
import { spawn } from 'node:child_process';

/**
 * The environment without what `npm run test:consumers` adds (npm_package_*, npm_lifecycle_*,
 * the root's prefix): an npm started in a project must see that project, not the SDK. The
 * npm cache and registry settings stay, so every project shares the one cache.
 */
export function projectEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(
    ([name]) =>
      !name.startsWith('npm_') ||
      name === 'npm_config_cache' ||
      name === 'npm_config_registry' ||
      name === 'npm_config_userconfig',
  );
  return { ...Object.fromEntries(kept), ...extra };
}

export class CommandFailed extends Error {}

/** Runs `command args` in `cwd`; resolves with its wall time in seconds, rejects with its output. */
export function runCommand(
  cwd: string,
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = projectEnv(),
): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve((performance.now() - started) / 1000);
      else
        reject(
          new CommandFailed(
            `\`${[command, ...args].join(' ')}\` in ${cwd} exited with ${code}:\n${Buffer.concat(output).toString('utf8').trim()}`,
          ),
        );
    });
  });
}
