import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { transform, type Plugin } from 'esbuild';

/**
 * Lets the production build understand Vite's `import css from './x.css?raw'`: the file's
 * text, minified, as a string. Widgets adopt it as a constructable stylesheet.
 */
export const rawCssPlugin: Plugin = {
  name: 'rove-raw-css',
  setup(build) {
    build.onResolve({ filter: /\.css\?raw$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.replace(/\?raw$/, '')),
      namespace: 'rove-raw-css',
    }));
    build.onLoad({ filter: /.*/, namespace: 'rove-raw-css' }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const { code } = await transform(source, { loader: 'css', minify: true });
      return { contents: code.trim(), loader: 'text', watchFiles: [args.path] };
    });
  },
};
