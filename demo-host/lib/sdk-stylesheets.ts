import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { bundleCss } from '../../build/css-include';

const WIDGETS_DIR = fileURLToPath(new URL('../../widgets/', import.meta.url));

export interface SdkStylesheet {
  css: string;
  etag: string;
}

const sheets = new Map<string, Promise<SdkStylesheet>>();

/**
 * A widget's stylesheet as a page prints it for the widget's server markup (the results page,
 * the walls): with its shared partials written in, as the build writes them into the widget's
 * chunk (build/css-include.ts). The file as written would leave an `@import` in the middle of
 * the site's sheet, which a browser ignores. Read once per process.
 *
 * @example (await sdkStylesheet('search-results')).css.includes('.rove-control') // true
 */
export function sdkStylesheet(widget: string): Promise<SdkStylesheet> {
  let sheet = sheets.get(widget);
  if (!sheet) {
    sheet = bundleCss(`${WIDGETS_DIR}${widget}/${widget}.css`, { minify: false }).then(
      ({ css }) => ({
        css,
        etag: `"${createHash('sha1').update(css).digest('base64url').slice(0, 16)}"`,
      }),
    );
    sheets.set(widget, sheet);
  }
  return sheet;
}
