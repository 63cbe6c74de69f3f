import { createHash } from 'node:crypto';
import { hostStylesheet, type HostStylesheet } from '../../build/host-stylesheets';

export interface SdkStylesheet {
  css: string;
  etag: string;
}

const sheets = new Map<HostStylesheet, Promise<SdkStylesheet>>();

/**
 * A widget's stylesheet as a page prints it for the widget's server markup (the results page,
 * the walls): the package's dist/styles/<name>.css, made by the same function the build uses
 * (build/host-stylesheets.ts). Read once per process.
 *
 * @example (await sdkStylesheet('search-results')).css.includes('.rove-control') // true
 */
export function sdkStylesheet(name: HostStylesheet): Promise<SdkStylesheet> {
  let sheet = sheets.get(name);
  if (!sheet) {
    sheet = hostStylesheet(name).then((css) => ({
      css,
      etag: `"${createHash('sha1').update(css).digest('base64url').slice(0, 16)}"`,
    }));
    sheets.set(name, sheet);
  }
  return sheet;
}
