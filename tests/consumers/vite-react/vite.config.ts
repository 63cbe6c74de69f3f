import { cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The SDK's loader finds its chunks next to itself (its own URL and the names it builds at
 * run time), which a bundler cannot follow: bundled, the app asks for assets/chunks/… and gets
 * 404s. So the app keeps `import 'rove-widgets'` in its code, the build leaves it out of the
 * bundle, index.html's import map points it at /rove/loader.js, and this copies the package's
 * dist/ — found through its exports — to /rove/ as it ships (decision 0076).
 */
function servePackageDist(): Plugin {
  const dist = dirname(createRequire(import.meta.url).resolve('rove-widgets'));
  return {
    name: 'rove-widgets-dist',
    apply: 'build',
    writeBundle(options) {
      cpSync(dist, join(options.dir ?? 'dist', 'rove'), { recursive: true });
    },
  };
}

export default defineConfig({
  plugins: [react(), servePackageDist()],
  build: { rolldownOptions: { external: ['rove-widgets'] } },
});
