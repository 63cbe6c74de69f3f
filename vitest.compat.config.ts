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
    setupFiles: ['tests/helpers/dom-setup.ts'],
    // A server renders with React (react-dom/server); its preact hydration is tested end to end.
    exclude: ['widgets/search-results/server-render.test.tsx'],
    // One worker per CPU: Vitest's default leaves one CPU free, which on two is half the machine.
    maxWorkers: availableParallelism(),
    restoreMocks: true,
    unstubGlobals: true,
    server: { deps: { inline: [/@testing-library/] } },
  },
});
