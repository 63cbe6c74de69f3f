/**
 * Whether dist/ is newer than everything it is built from, so the runner can pack it as it is:
 * in npm test, lint:package has built it just before (docs/decisions/0076). A source edited
 * since — or no dist/ at all — means a build first.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What build/build.ts reads: the sources, the build itself and the package's manifest. */
const SOURCES = ['core', 'widgets', 'loader', 'server', 'build', 'package.json'];
/** Files every build writes (build/build.ts); the oldest of them dates the build. */
const OUTPUTS = ['loader.js', 'manifest.json', 'server.js', 'csp.js'];

function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path))
    if (entry !== 'node_modules') newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

export function distIsFresh(root: string): boolean {
  let built: number;
  try {
    built = Math.min(...OUTPUTS.map((file) => statSync(join(root, 'dist', file)).mtimeMs));
  } catch {
    return false;
  }
  return SOURCES.every((source) => newestChange(join(root, source)) <= built);
}
