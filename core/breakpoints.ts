/**
 * Where the widgets and the demo host's pages change layout: the specification's widths, and one
 * of our own where it describes no layout. docs/breakpoints.md says what changes at each, on
 * which page, and why ours are ours; core/breakpoints.test.ts holds every `min-width` and
 * `max-width` media query of the stylesheets and scripts (widgets, loader, server, demo host) to
 * this list.
 *
 * Nothing imports it at run time. Stylesheets write the widths as numbers (a custom property
 * cannot stand in a media query), and each script keeps its own query string: a module the
 * header's, the search's and the results' chunks shared would be a chunk of its own, one more
 * request on those pages (docs/decisions/0058-breakpoints-follow-the-specification.md).
 */

/**
 * One layout change. `max` is the last width (CSS px) of the narrower layout, `min` the first of
 * the wider, whichever the specification names: `{ max: 767 }` is written `max-width: 767px` or
 * `min-width: 768px`, `{ min: 969 }` `min-width: 969px` or `max-width: 968px`.
 */
export type Breakpoint = (
  | { readonly max: number; readonly min?: undefined }
  | { readonly min: number; readonly max?: undefined }
) & {
  /** `specification`, or `ours` where it describes no such layout (docs/breakpoints.md). */
  readonly source: 'specification' | 'ours';
  /**
   * The only files that may use it (paths from the project root, a folder ends with `/`); none:
   * any page, as the page shell's widths apply to every page.
   */
  readonly only?: readonly string[];
  /** In rem rather than px (a layout that follows the reader's font size). */
  readonly unit?: 'rem';
};

const HOME = [
  'demo-host/public/site.css',
  'widgets/product-toggle/',
  'widgets/shared/element/reserve-css.ts',
];
const PRODUCT = [
  'demo-host/public/site.css',
  'widgets/ar-tour/',
  'widgets/popups/',
  'widgets/trade-application/',
];
const CHECKOUT = [
  'demo-host/public/site.css',
  'demo-host/public/checkout.css',
  'widgets/cart/',
  'widgets/checkout/',
];

export const BREAKPOINTS = {
  /** Page shell, listing, search: phones up to 424 px. */
  shellPhone: { max: 424, source: 'specification' },
  /** Page shell: phones and small tablets up to 767 px, tablets from 768 px. */
  shellMobile: { max: 767, source: 'specification' },
  /** Page shell, listing, search: desktop from 969 px. */
  shellDesktop: { min: 969, source: 'specification' },
  /** Wide screens from 1280 px. */
  wide: { min: 1280, source: 'specification' },
  /** Home page: phones up to 540 px. */
  homePhone: { max: 540, source: 'specification', only: HOME },
  /** Home page: desktop from 1020 px. */
  homeDesktop: { min: 1020, source: 'specification', only: HOME },
  /** Home page: the original designs slide vertically on screens wider than 1050 px. */
  homeVertical: {
    max: 1050,
    source: 'specification',
    only: ['demo-host/templates/home-page.ts', 'widgets/carousel/'],
  },
  /** Product page and its helpers: phones up to 426 px; the cart's and checkout's mobile width. */
  productPhone: { max: 426, source: 'specification', only: [...PRODUCT, ...CHECKOUT] },
  /** Product page and its helpers: mobile up to 768 px, desktop from 769 px. */
  productMobile: { max: 768, source: 'specification', only: PRODUCT },
  /** Product page: its widest mobile width, 820 px. */
  productTablet: { max: 820, source: 'specification', only: PRODUCT },
  /** Review wall: 2 columns from 768 px (the shell's tablet width), 3 from 1200 px. */
  reviewsWide: { min: 1200, source: 'specification', only: ['widgets/reviews-wall/'] },
  /** Chat: the panel beside the launcher once 40rem fit. */
  chatPanel: { min: 40, unit: 'rem', source: 'ours', only: ['widgets/chat/'] },
} as const satisfies Record<string, Breakpoint>;

/**
 * The media queries that name a breakpoint, as a stylesheet or script writes them.
 *
 * @example queriesOf(BREAKPOINTS.shellMobile) // ['(max-width: 767px)', '(min-width: 768px)']
 */
export function queriesOf(breakpoint: Breakpoint): [narrow: string, wide: string] {
  const unit = breakpoint.unit ?? 'px';
  const step = unit === 'px' ? 1 : 0;
  const max = breakpoint.max ?? breakpoint.min - step;
  const min = breakpoint.min ?? breakpoint.max + step;
  // In rem a layout is written one way only (no whole pixel to step by): max-width or min-width.
  return [`(max-width: ${max}${unit})`, `(min-width: ${min}${unit})`];
}
