import { defineConfig } from 'vitest/config';

/**
 * The engines suite (`npm run test:engines`): the shopper journeys in Firefox ESR and WebKitGTK,
 * one test file per engine, run side by side against one demo host serving the production
 * build (tests/engines/, docs/decisions/0002).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/engines/*.test.ts'],
    globalSetup: ['tests/engines/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A state a journey waits for has as long as an action waits for its target (driver.ts WAIT_MS).
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
