import { defineConfig } from '@playwright/test';
import { sharedPlaywrightSettings } from './tests/helpers/chromium';

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
    'vendors/**/*.spec.ts',
  ],
  ...sharedPlaywrightSettings(`http://127.0.0.1:${port}`, { suite: 'e2e' }),
  webServer: {
    command: `rm -f .data/e2e-${port}.sqlite .data/e2e-${port}.sqlite-wal .data/e2e-${port}.sqlite-shm && tsx demo-host/main.ts`,
    url: `http://127.0.0.1:${port}/demo`,
    env: {
      PORT: String(port),
      ROVE_DB: `.data/e2e-${port}.sqlite`,
      ROVE_DIST: process.env['E2E_DIST'] ?? 'dist',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
