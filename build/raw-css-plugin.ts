import type { Plugin } from 'rolldown';
import { bundleCss } from './css-include';

const RAW = /\.css\?raw$/;

/**
 * Lets the production build understand Vite's `import css from './x.css?raw'`: the file's
 * text, its shared partials included and minified, as a string. Widgets adopt it as a
 * constructable stylesheet.
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
      const { css, files } = await bundleCss(file, { minify: true });
      for (const included of files) this.addWatchFile(included);
      return { code: `export default ${JSON.stringify(css)};`, moduleType: 'js' };
    },
  },
};
