import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { bundleCss } from './css-include';

const WIDGETS_DIR = fileURLToPath(new URL('../widgets/', import.meta.url));

/**
 * Widgets whose markup a host prints before they upgrade — the results page from the server
 * entry, the walls from their READMEs' markup — so the host's page must lay it out with the
 * widget's own stylesheet. Shipped as dist/styles/<name>.css (decision 0049).
 */
export const HOST_STYLESHEETS = ['search-results', 'reviews-wall', 'photo-wall'] as const;
export type HostStylesheet = (typeof HOST_STYLESHEETS)[number];

export function isHostStylesheet(name: string): name is HostStylesheet {
  return (HOST_STYLESHEETS as readonly string[]).includes(name);
}

/**
 * A widget's stylesheet for a host's page: its shared partials written in, as the build writes
 * them into the widget's chunk — an `@import` left in the middle of a host's sheet would be
 * ignored. Not minified: a host's own pipeline minifies its sheet.
 *
 * @example (await hostStylesheet('search-results')).includes('.rove-control') // true
 */
export async function hostStylesheet(name: HostStylesheet): Promise<string> {
  return (await bundleCss(`${WIDGETS_DIR}${name}/${name}.css`, { minify: false })).css;
}

/** dist/styles/<name>.css for each of {@link HOST_STYLESHEETS}. */
export async function writeHostStylesheets(outDir: string): Promise<void> {
  await mkdir(`${outDir}/styles`, { recursive: true });
  for (const name of HOST_STYLESHEETS)
    await writeFile(`${outDir}/styles/${name}.css`, await hostStylesheet(name));
}
