import { markup, trusted, type SafeHtml } from '../lib/html';
import { LOADER_TAG, settingsTags } from './settings-tags';

// /builder/preview: the document each of the builder's frames shows (docs/decisions/0078). A page
// as a campaign page would be: the demo host's settings block, the real loader from /rove/, the
// site's stylesheet, and the element with the marketer's attributes — so the element really
// upgrades, calls the demo host and behaves as it will on the page.

export interface PreviewPageInput {
  tag: string;
  /** Checked attributes (routes/builder.ts): true is a boolean attribute that is on. */
  attributes: ReadonlyArray<readonly [string, string | true]>;
  settings: object;
  lang: string;
}

export function builderPreviewPage({
  tag,
  attributes,
  settings,
  lang,
}: PreviewPageInput): SafeHtml {
  // The tag and the attribute names are the manifest's (the route accepts no other); the values
  // are escaped by markup``.
  const attrs = attributes.map(([name, value]) =>
    value === true ? markup` ${name}` : markup` ${name}="${value}"`,
  );
  return markup`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Preview of &lt;${tag}&gt; | Rove embed builder</title>
<link rel="icon" href="/demo-assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/demo-assets/site.css">
<link rel="stylesheet" href="/demo-assets/builder.css">
${settingsTags({ kind: 'json', settings })}
${LOADER_TAG}
</head>
<body class="builder-preview">
<main class="builder-preview__main">
<h1 class="visually-hidden">Preview of &lt;${tag}&gt;</h1>
${trusted(`<${tag}`)}${attrs}${trusted(`></${tag}>`)}
</main>
</body>
</html>
`;
}
