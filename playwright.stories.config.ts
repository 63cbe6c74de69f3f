import { defineConfig } from '@playwright/test';
import { sharedPlaywrightSettings } from './tests/helpers/chromium';

const port = Number(process.env['STORIES_PORT'] ?? 6007);

/**
 * Story smoke test: every story of the built Storybook (storybook-static/, from
 * `npm run build-storybook`) renders in real Chromium without errors and passes axe.
 */
export default defineConfig({
  testDir: 'tests/stories',
  testMatch: '**/*.spec.ts',
  ...sharedPlaywrightSettings(`http://127.0.0.1:${port}`, { suite: 'stories' }),
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
