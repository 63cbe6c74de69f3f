import { defineConfig } from 'vitest/config';

// Unit and component tests run against real React (the authoring library); the same
// component tests are re-run against preact/compat by vitest.compat.config.ts.
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: [
      '{build,core,widgets,loader,demo-host,scripts}/**/*.test.{ts,tsx}',
      'tests/{security,faults}/**/*.test.{ts,tsx}',
    ],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
