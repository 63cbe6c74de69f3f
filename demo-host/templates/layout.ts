import { markup, type SafeHtml } from '../lib/html';
import type { Locale } from '../lib/markets';
import { demoBar } from './demo-bar';
import { SITE_FOOTER_ID, siteFooter } from './footer';
import { siteHeader } from './header';
import type { PageChrome } from './page-chrome';
import { LOADER_TAG, settingsTags, type SettingsSource } from './settings-tags';

export interface LayoutOptions {
  chrome: PageChrome;
  title: string;
  description?: string;
  /** Page-type classes (page-product, …); logged-in and body flags are added here. */
  bodyClasses?: readonly string[];
  settings: SettingsSource;
  main: SafeHtml;
  /** The SDK's stylesheets the site's includes on this page (routes/assets.ts: 'search-results'). */
  sdkStyles?: readonly string[];
  /** Demo scripts served from /demo-assets/, loaded deferred. */
  scripts?: readonly string[];
  /** Markup placed at the very start of <body> (scenario pages: DOM-clobbering elements). */
  bodyStart?: SafeHtml;
  /** Markup placed at the end of <body> (scenario pages: a second loader tag). */
  bodyEnd?: SafeHtml;
}

const HTML_LANG: Readonly<Record<Locale, string>> = {
  en_US: 'en-US',
  en_CA: 'en-CA',
  fr_CA: 'fr-CA',
  en_AU: 'en-AU',
  ko_KR: 'ko-KR',
  en_UK: 'en-GB',
  ch_HK: 'zh-HK',
};

/**
 * The page is first drawn once the parser has reached the footer, so with the whole of <main>:
 * a frame drawn mid-document moves what follows once the rest arrives — a <select> drawn before
 * its options, the checkout's summary (after the steps in the markup, above them on phones) drawn
 * after the steps. Seen only on a busy machine, as shifts of 0.01–0.08 (docs/decisions/0081).
 * Browsers without `rel=expect` (Firefox, Safari today) ignore it.
 */
const RENDER_ONCE_MAIN_IS_PARSED = markup`<link rel="expect" href="#${SITE_FOOTER_ID}" blocking="render">`;

export function layout(options: LayoutOptions): SafeHtml {
  const { chrome } = options;
  const bodyClasses = [
    ...(options.bodyClasses ?? []),
    ...(chrome.visitor.user ? ['logged-in'] : []),
    ...chrome.bodyFlags,
  ];
  return markup`<!doctype html>
<html lang="${HTML_LANG[chrome.shop.locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} | Rove</title>
<meta name="description" content="${options.description ?? 'Modern furniture, rugs and lighting.'}">
<link rel="icon" href="/demo-assets/favicon.svg" type="image/svg+xml">
${RENDER_ONCE_MAIN_IS_PARSED}
<link rel="stylesheet" href="/demo-assets/site.css${options.sdkStyles?.length ? `?sdk=${options.sdkStyles.join(',')}` : ''}">
${settingsTags(options.settings)}
${LOADER_TAG}
${(options.scripts ?? []).map((src) => markup`<script src="/demo-assets/${src}" defer></script>\n`)}</head>
<body class="${bodyClasses.join(' ')}">
${options.bodyStart ?? ''}
<a class="skip-link" href="#main">Skip to content</a>
${demoBar(chrome)}
${siteHeader(chrome)}
<main id="main" class="site-main">
<div class="site-notice" data-rove-cookie-notice hidden></div>
${options.main}
</main>
${siteFooter(chrome)}
${options.bodyEnd ?? ''}
</body>
</html>
`;
}
