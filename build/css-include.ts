import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';

const RAW_CSS = /\.css\?raw$/;

/**
 * A widget's stylesheet as one text, its `@import`s of shared partials
 * (`widgets/shared/styles/`) written in place. A look that several widgets share — the outlined
 * button, the text field — is written once and copied into each widget's sheet at build time:
 * a sheet shared at run time would be a module of its own, and so a chunk of its own or bytes on
 * every page (docs/decisions/0048).
 */
export async function bundleCss(
  file: string,
  { minify }: { minify: boolean },
): Promise<{ css: string; files: string[] }> {
  const { outputFiles, metafile } = await build({
    entryPoints: [file],
    bundle: true,
    minify,
    write: false,
    logLevel: 'silent',
    // The files' own paths as comments would only add noise to a designer's devtools.
    legalComments: 'none',
    metafile: true,
  });
  const text = outputFiles[0]?.text ?? '';
  return {
    css: minify ? dropFallbackSpaces(text.trim()) : text.replace(/^\/\* .+\.css \*\/\n/gm, ''),
    files: Object.keys(metafile.inputs).map((input) => path.resolve(input)),
  };
}

/**
 * `var(--rove-x, #fff)` → `var(--rove-x,#fff)`. esbuild keeps the space (a custom property's own
 * value keeps its whitespace); the property that receives the fallback parses it as tokens, to
 * which a leading space adds nothing, and our sheets write hundreds of fallbacks: tens of bytes
 * on every page.
 */
function dropFallbackSpaces(css: string): string {
  return css.replace(/(var\(--[\w-]+),\s+/g, '$1,');
}

/**
 * The same inclusion for Vite (unit tests, component tests and Storybook): Vite's own `?raw`
 * hands over the file as written, `@import` and all, and a constructable stylesheet ignores
 * `@import`.
 */
export function cssIncludes(): VitePlugin {
  return {
    name: 'rove-css-includes',
    enforce: 'pre',
    async load(id) {
      if (!RAW_CSS.test(id)) return null;
      const file = id.replace(/\?raw$/, '');
      const { css, files } = await bundleCss(file, { minify: false });
      for (const included of files) this.addWatchFile(included);
      return `export default ${JSON.stringify(css)};`;
    },
  };
}
