import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/helpers/chromium';

const port = Number(process.env['E2E_PORT'] ?? 4410);

/**
 * e2e: real Chromium against the demo host serving the production build (dist/), on a
 * fresh database per run.
 */
export default defineConfig({
  testDir: 'tests',
  testMatch: [
    'e2e/**/*.spec.ts',
    'security/**/*.spec.ts',
    'faults/**/*.spec.ts',
    'a11y/**/*.spec.ts',
  ],
  fullyParallel: true,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: `rm -f .data/e2e.sqlite && tsx demo-host/main.ts`,
    url: `http://127.0.0.1:${port}/demo`,
    env: { PORT: String(port), ROVE_DB: '.data/e2e.sqlite', ROVE_DIST: 'dist' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
