import { defineConfig } from 'vitest/config';
import { browserWorkers } from './tests/helpers/machine';

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
    // One engine per worker, no more browsers than CPUs (docs/decisions/0080).
    maxWorkers: Math.min(2, browserWorkers()),
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A state a journey waits for has as long as an action waits for its target (driver.ts WAIT_MS).
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
