/**
 * Synthetic host pages for the lifecycle suite. Each one is built from a real demo page's
 * server HTML — its settings tag, body flags and the element's own server markup (attributes
 * and fallback content) — so the element meets exactly what the CMS would give it, while the
 * page around it (how many copies, where the loader sits) is varied case by case.
 */

/** The loader tag as demo-host/templates/settings-tags.ts writes it (loader.js is unhashed). */
export const LOADER_TAG =
  '<script type="module" src="/rove/loader.js" data-base="/rove/"></script>';

/**
 * The n-th loader tag of a page. Copies after the first get a query (as /demo/loader-twice
 * does): the same URL twice is one module that runs once, so only a second address
 * exercises the loader's own guard against a second copy.
 */
export function loaderTag(index: number): string {
  return index === 0 ? LOADER_TAG : LOADER_TAG.replace('loader.js', `loader.js?copy=${index + 1}`);
}

/** What a real page hands one element. */
export interface ElementSource {
  /** The settings tags (JSON and/or the legacy global's script), verbatim. */
  settings: string;
  /** The body's class attribute: logged-in and the body flags. */
  bodyClass: string;
  /** The element's first occurrence, fallback content included. */
  markup: string;
  /** The page's Content-Security-Policy, so synthetic pages run under the same rules. */
  csp: string;
}

const SETTINGS_TAGS =
  /<script type="application\/json" id="rove-settings">[\s\S]*?<\/script>|<script src="\/demo-assets\/drupal-settings\.js"[^>]*><\/script>/g;

/**
 * Cuts one element's markup out of server HTML. Our tags never nest inside a tag of the same
 * name, so the first closing tag after the opening one ends it.
 */
export function elementMarkup(html: string, tag: string): string | undefined {
  const start = html.search(new RegExp(`<${tag}[\\s>]`));
  if (start < 0) return undefined;
  // The templates may break a closing tag before its '>' (`</rove-love-count\n>`).
  const close = new RegExp(`</${tag}\\s*>`, 'g');
  close.lastIndex = start;
  const end = close.exec(html);
  return end ? html.slice(start, end.index + end[0].length) : undefined;
}

export function sourceFrom(html: string, tag: string, csp: string): ElementSource {
  const markup = elementMarkup(html, tag);
  if (!markup) throw new Error(`<${tag}> is not in the source page`);
  return {
    settings: (html.match(SETTINGS_TAGS) ?? []).join('\n'),
    bodyClass: /<body class="([^"]*)"/.exec(html)?.[1] ?? '',
    markup,
    csp,
  };
}

export interface PageShape {
  /** Loader tags in <head>. */
  loaderInHead: number;
  /** Loader tags after the elements, at the end of <body>. */
  loaderAtBodyEnd: number;
  /** Copies of the element's markup, each in a wrapper numbered from 0. */
  instances: number;
  /** Attributes left out of the element's markup (set as properties instead). */
  withoutAttributes?: readonly string[];
}

/** Removes one attribute (with its value) from the element's opening tag. */
export function withoutAttribute(markup: string, attribute: string): string {
  const openEnd = markup.indexOf('>');
  const open = markup
    .slice(0, openEnd)
    .replace(new RegExp(`\\s${attribute}(="[^"]*")?(?=[\\s/]|$)`), '');
  return open + markup.slice(openEnd);
}

/** One synthetic page: the site's stylesheet, settings, loaders and copies of the element. */
export function hostPage(source: ElementSource, shape: PageShape): string {
  const loaders = (count: number, first: number) =>
    Array.from({ length: count }, (_, index) => loaderTag(first + index)).join('\n');
  const markup = (shape.withoutAttributes ?? []).reduce(withoutAttribute, source.markup);
  const copies = Array.from(
    { length: shape.instances },
    (_, index) => `<div class="lifecycle-slot" data-slot="${index}">${markup}</div>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lifecycle | Rove</title>
<link rel="stylesheet" href="/demo-assets/site.css">
${source.settings}
${loaders(shape.loaderInHead, 0)}
</head>
<body class="${source.bodyClass}">
<main id="main" class="site-main">
<h1>Lifecycle</h1>
${copies}
<div class="lifecycle-elsewhere"></div>
</main>
${loaders(shape.loaderAtBodyEnd, shape.loaderInHead)}
</body>
</html>
`;
}
