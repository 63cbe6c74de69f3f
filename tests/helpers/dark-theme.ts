import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { SHARED_TOKENS } from '../../widgets/shared/styles/design-tokens';
import { invisibleText } from './axe';

/**
 * A host with a dark theme, set the way the README's theming table says: the shared tokens on
 * `:root` (and the demo host's own palette, as that host would set it for its cards), without
 * `color-scheme: dark`, which would darken the browser's own fields for us. Every widget must
 * follow: a colour of ours that ignores the tokens (a light fill under text that did
 * follow them) shows up as text below 4.5:1.
 */
const DARK_TOKENS: Record<keyof typeof SHARED_TOKENS, string> = {
  '--rove-text': '#f1efe9',
  '--rove-muted': '#c9c6bf',
  '--rove-surface': '#1d1d1b',
  '--rove-muted-surface': '#2b2a27',
  '--rove-placeholder': '#3a3935',
  '--rove-border': '#5a5853',
  '--rove-border-soft': '#44423e',
  '--rove-control-border': '#8f8c86',
  '--rove-accent': '#f1efe9',
  '--rove-on-accent': '#1d1d1b',
  '--rove-focus': '#8ab4f8',
  '--rove-link': '#8ab4f8',
  '--rove-error': '#ff8a80',
  '--rove-error-surface': '#3b1f1d',
  '--rove-success': '#8fd19e',
  '--rove-success-surface': '#1f3324',
  '--rove-member': '#a8d5ba',
  '--rove-love-color': '#ff8a80',
  '--rove-radius': '0.5rem',
  '--rove-modal-width': '28rem',
};

/** demo-host/public/site.css's palette, dark. */
const DARK_HOST =
  '--ink: #f1efe9; --muted: #c9c6bf; --paper: #1d1d1b; --card: #24231f; --tint: #2b2a27; ' +
  '--line: #44423e; --accent: #a8d5ba; --accent-strong: #c4e3d0; --accent-ink: #1d1d1b;';

const DARK_THEME =
  `:root { ${Object.entries(DARK_TOKENS)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ')} ${DARK_HOST} }\n` +
  // The host's own links, as the demo host styles them (a story has no host rule for links).
  'a { color: inherit; }\n' +
  // The page itself (Storybook's background addon paints the body with !important).
  'html body, html body.sb-show-main { background: #1d1d1b !important; color: #f1efe9 !important; ' +
  'transition: none !important; }';

/**
 * axe's colour-contrast findings (and text in its own background's colour) under the dark
 * theme, for a page that already has axe-core loaded. The theme is removed afterwards.
 */
export async function darkThemeProblems(page: Page): Promise<string[]> {
  const results = await page.evaluate(async (css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    try {
      // Let transitions of colour (hover fills, the panel's fade) settle.
      await Promise.race([
        Promise.all(document.getAnimations().map((animation) => animation.finished)),
        new Promise((done) => setTimeout(done, 1000)),
      ]).catch(() => undefined);
      const axe = (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<AxeResults> };
        }
      ).axe;
      // A provider's frame in a story (Stripe's, Klarna's) is the provider's to theme.
      const context = { include: [[':root']], exclude: [['[data-story-stand-in]']] };
      const { violations, incomplete } = await axe.run(context as unknown as Document, {
        runOnly: { type: 'rule', values: ['color-contrast'] },
        resultTypes: ['violations', 'incomplete'],
      });
      // axe reads a field's value, not what the shopper is about to type: an empty field left
      // in the browser's own white (or with its black text) is missed. Our fields follow the
      // theme's surface and text.
      const fields = [
        ...document.querySelectorAll<HTMLElement>(
          'input:not([type=checkbox], [type=radio], [type=range], [type=hidden]), select, textarea',
        ),
      ].filter((field) => field.checkVisibility() && !field.closest('[data-story-stand-in]'));
      const unthemed = fields
        .filter((field) => {
          const style = getComputedStyle(field);
          return style.backgroundColor === 'rgb(255, 255, 255)' || style.color === 'rgb(0, 0, 0)';
        })
        .map((field) => {
          const name = field.getAttribute('name') ?? field.getAttribute('aria-label') ?? '';
          return `field not themed (white fill or black text): ${field.localName}[${name}]`;
        });
      return { violations, incomplete, unthemed };
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== sheet);
    }
  }, DARK_THEME);
  return [
    ...results.violations.flatMap((violation) =>
      violation.nodes.map((node) => {
        const data = node.any[0]?.data as { fgColor?: string; bgColor?: string } | undefined;
        return `${node.target.join(' ')}: ${data?.fgColor} on ${data?.bgColor}`;
      }),
    ),
    ...invisibleText(results.incomplete),
    ...results.unthemed,
  ];
}
