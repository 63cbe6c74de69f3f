import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/helpers/chromium';

const port = Number(process.env['STORIES_PORT'] ?? 6007);

/**
 * Story smoke test: every story of the built Storybook (storybook-static/, from
 * `npm run build-storybook`) renders in real Chromium without errors and passes axe.
 */
export default defineConfig({
  testDir: 'tests/stories',
  testMatch: '**/*.spec.ts',
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
    command: 'tsx tests/stories/serve-static.ts',
    url: `http://127.0.0.1:${port}/index.json`,
    env: { STORIES_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
