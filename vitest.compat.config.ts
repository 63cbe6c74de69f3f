import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './build/aliases';
import { cssIncludes } from './build/css-include';

// The component tests again, with react/react-dom aliased to preact/compat exactly as the
// production build does, so what ships is what was tested.
export default defineConfig({
  plugins: [cssIncludes()],
  resolve: { alias: preactAliases },
  test: {
    environment: 'happy-dom',
    include: ['widgets/**/*.test.tsx'],
    setupFiles: [
      'tests/helpers/dom-setup.ts',
      'tests/helpers/react-warnings.ts',
      'tests/helpers/wait-setup.ts',
    ],
    // A server renders with React (react-dom/server); its preact hydration is tested end to end.
    exclude: ['widgets/search-results/server-render.test.tsx'],
    // One worker per CPU: Vitest's default leaves one CPU free, which on two is half the machine.
    maxWorkers: availableParallelism(),
    // Room for a busy machine: property tests take 3 s alone and twice that under load.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    restoreMocks: true,
    unstubGlobals: true,
    // Only a failing test's logs are printed (vitest.config.ts).
    silent: 'passed-only',
    server: { deps: { inline: [/@testing-library/] } },
  },
});
