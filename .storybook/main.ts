import type { StorybookConfig } from '@storybook/react-vite';
import { cssIncludes } from '../build/css-include';

/**
 * Storybook renders the views with React (the authoring library). The preact/compat alias
 * belongs to the production build only (DESIGN.md §10), so there is none here.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // Docs pages: each stories file's (autodocs, .storybook/preview.ts) and stories/docs/'s own.
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../stories/docs/*.mdx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: {
    // No network calls home from builds and CI runs.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  // Storybook's own preview runtime with the docs addon's (~1.2 MB) and the a11y addon's
  // axe-core (~0.7 MB) are larger than Vite's 500 kB warning limit; they are a designers'
  // tool, never shipped. The limit sits just above them so a story that pulls in something
  // heavy still warns.
  // The widgets' stylesheets with their shared partials written in (build/css-include.ts).
  viteFinal: (config) => ({
    ...config,
    plugins: [...(config.plugins ?? []), cssIncludes()],
    build: { ...config.build, chunkSizeWarningLimit: 1300 },
  }),
};

export default config;
