/** The marker comments around the README's CDN snippet; the script owns what is between. */
export const SNIPPET_START =
  '<!-- rove:cdn-snippet (npx tsx scripts/readme-snippet.ts writes this block) -->';
export const SNIPPET_END = '<!-- /rove:cdn-snippet -->';

export interface SnippetInput {
  /** package.json's name and version: the CDN address is pinned to the release. */
  name: string;
  version: string;
  /** dist/integrity.json's hashes of loader.js and loader.classic.js. */
  loader: string;
  classic: string;
}

/**
 * The address of a release's dist/ on jsDelivr, which serves every npm release as it was
 * published, with CORS: what SRI needs. A retailer's own CDN serves the same files at its own
 * address with the same hashes (docs/cdn.md).
 *
 * @example cdnBase('rove-widgets', '1.2.0') // 'https://cdn.jsdelivr.net/npm/rove-widgets@1.2.0/dist/'
 */
export function cdnBase(name: string, version: string): string {
  return `https://cdn.jsdelivr.net/npm/${name}@${version}/dist/`;
}

/**
 * The README's block: both loaders' tags with their integrity and `crossorigin`. Without
 * `crossorigin="anonymous"` a classic script from another origin is fetched without CORS and
 * its integrity cannot be checked, so the browser refuses it.
 */
export function cdnSnippet({ name, version, loader, classic }: SnippetInput): string {
  const base = cdnBase(name, version);
  return [
    SNIPPET_START,
    '',
    '```html',
    `<script type="module" src="${base}loader.js"`,
    `  integrity="${loader}"`,
    '  crossorigin="anonymous" fetchpriority="low"></script>',
    '```',
    '',
    'Where the CMS takes only a classic script:',
    '',
    '```html',
    `<script src="${base}loader.classic.js"`,
    `  integrity="${classic}"`,
    '  crossorigin="anonymous"></script>',
    '```',
    '',
    SNIPPET_END,
  ].join('\n');
}

/**
 * `text` with its marked block replaced by `block` (which carries the markers itself).
 * Throws when the markers are missing or out of order: a README without them would otherwise
 * pass `--check` while showing an old hash.
 */
export function replaceSnippet(text: string, block: string): string {
  const start = text.indexOf(SNIPPET_START);
  const end = text.indexOf(SNIPPET_END);
  if (start === -1 || end < start)
    throw new Error(`no block between ${SNIPPET_START} and ${SNIPPET_END}`);
  return text.slice(0, start) + block + text.slice(end + SNIPPET_END.length);
}
