import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';
import type { Plugin } from 'rolldown';

const RAW = /\.css\?raw$/;

/**
 * Lets the production build understand Vite's `import css from './x.css?raw'`: the file's
 * text, minified, as a string. Widgets adopt it as a constructable stylesheet.
 */
export const rawCssPlugin: Plugin = {
  name: 'rove-raw-css',
  resolveId: {
    filter: { id: RAW },
    async handler(source, importer) {
      const resolved = await this.resolve(source.replace(RAW, '.css'), importer);
      return resolved ? { id: `${resolved.id}?raw` } : null;
    },
  },
  load: {
    filter: { id: RAW },
    async handler(id) {
      const file = id.replace(/\?raw$/, '');
      this.addWatchFile(file);
      const { code } = await transform(await readFile(file, 'utf8'), {
        loader: 'css',
        minify: true,
      });
      return { code: `export default ${JSON.stringify(code.trim())};`, moduleType: 'js' };
    },
  },
};
