import { readFileSync } from 'node:fs';
import { rolldown } from 'rolldown';
import { rawCssPlugin } from './raw-css-plugin';

const PACKAGE = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/**
 * The package's dependencies and peer dependencies stay imports: the host installs them with
 * the package, and react/react-dom (peers, decision 0074) are the host's own copy.
 */
const DEPENDENCIES = Object.keys({ ...PACKAGE.dependencies, ...PACKAGE.peerDependencies });

function isDependency(id: string): boolean {
  return DEPENDENCIES.some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * dist/server.js, the package's `rove-widgets/server` entry (server/index.ts) for a host's
 * server in Node: the views rendered with React's server renderer, as the demo host renders
 * them (decision 0049). Not minified: it is read in stack traces, not downloaded by shoppers.
 */
export async function buildServerEntry(outDir: string): Promise<void> {
  const bundle = await rolldown({
    input: 'server/index.ts',
    platform: 'node',
    external: isDependency,
    transform: { target: 'node20', jsx: { runtime: 'automatic', importSource: 'react' } },
    plugins: [rawCssPlugin],
  });
  await bundle.write({ file: `${outDir}/server.js`, format: 'es', comments: false });
  await bundle.close();
}

/**
 * dist/csp.js, the package's `rove-widgets/csp` entry (server/csp.ts): the vendors' policy
 * sources, with no dependency and no Node API, so an edge function can use it too (docs/csp.md).
 */
export async function buildCspEntry(outDir: string): Promise<void> {
  const bundle = await rolldown({
    input: 'server/csp.ts',
    platform: 'neutral',
    transform: { target: 'es2022' },
  });
  await bundle.write({ file: `${outDir}/csp.js`, format: 'es', comments: false });
  await bundle.close();
}
