/**
 * The design tokens the widgets share: one name per meaning and one default for each, so that a
 * host which sets `--rove-accent` (or any of these) on its page restyles every widget at once,
 * and widgets left unstyled look like their neighbours. Tokens of one widget only
 * (`--rove-search-width`, `--rove-carousel-gap`, …) are documented beside it.
 * design-tokens.test.ts holds every stylesheet, and the README's theming table, to this list.
 */
export const SHARED_TOKENS = {
  '--rove-text': { value: '#1d1d1b', use: 'text' },
  '--rove-muted': { value: '#55554f', use: 'secondary text (4.5:1 on the surfaces below)' },
  '--rove-surface': { value: '#fff', use: 'panels, dialogs, fields' },
  '--rove-muted-surface': { value: '#f1efe9', use: 'tinted panels, hover and current rows' },
  '--rove-placeholder': { value: '#ece9e4', use: 'an image or swatch before it loads' },
  '--rove-border': { value: '#c9c6bf', use: 'edges of cards and sections' },
  '--rove-border-soft': { value: '#dcd9d0', use: 'rules between lines' },
  '--rove-control-border': {
    value: '#8a8a86',
    use: 'edges of fields and option tiles (3:1, WCAG 1.4.11)',
  },
  '--rove-accent': { value: '#1d1d1b', use: 'primary buttons, chosen options, progress' },
  '--rove-on-accent': { value: '#fff', use: 'text on the accent' },
  '--rove-focus': { value: '#1a5fb4', use: 'focus rings' },
  '--rove-link': { value: '#1a5fb4', use: 'text links' },
  '--rove-error': { value: '#b3261e', use: 'error text and invalid fields' },
  '--rove-error-surface': { value: '#fdf1f1', use: 'behind an error message' },
  '--rove-success': { value: '#2e6b3a', use: 'confirmations, savings' },
  '--rove-success-surface': { value: '#e3f1e6', use: 'behind a confirmation' },
  '--rove-member': { value: '#2f4b3c', use: 'member prices and badges' },
  '--rove-love-color': { value: '#b3261e', use: 'the love heart and its count' },
  '--rove-radius': { value: '0.5rem', use: 'corners of buttons, fields and panels' },
  '--rove-modal-width': { value: '28rem', use: 'dialog width' },
} as const satisfies Record<string, { value: string; use: string }>;

/**
 * The tokens of one widget (or of the two header counters, which share theirs), each with what
 * it changes, in a designer's words: the elements' reference pages, the manifest and Storybook's
 * docs tables show these beside the defaults the stylesheets give (scripts/elements/). Shared
 * tokens are described above; the properties a widget's script sets for its own sheet
 * (`--rove-carousel-offset`) are not tokens. design-tokens.test.ts fails when a stylesheet reads
 * a token that is in neither list, and when one of these is no longer read.
 */
export const WIDGET_TOKENS = {
  '--rove-ar-tour-width': 'the width of the AR tour’s panel (never more than the screen)',
  '--rove-carousel-duration': 'how long a slide takes to move',
  '--rove-carousel-gap': 'the space between slides',
  '--rove-carousel-media-max': 'the tallest a slide’s picture or video may be',
  '--rove-carousel-slide-size': 'how much of the track one slide takes (100% is one at a time)',
  '--rove-carousel-vertical-size': 'the height of a vertical carousel',
  '--rove-cart-color': 'the cart counter’s badge (the accent unless set)',
  '--rove-chat-online': 'the dot that says agents are available',
  '--rove-chat-z': 'the chat launcher’s stacking order over the page',
  '--rove-countdown-background': 'the countdown banner’s background (the accent unless set)',
  '--rove-countdown-color': 'the countdown banner’s text',
  '--rove-countdown-max-width': 'the widest the countdown banner’s content may be',
  '--rove-countdown-position':
    'where the countdown banner sits: fixed to the top of the screen, or static in the page where the element stands',
  '--rove-countdown-z-index': 'the countdown banner’s stacking order over the page',
  '--rove-country-z': 'the country menu’s stacking order over the page',
  '--rove-focus-on-dark': 'focus rings on the VR viewer’s dark screen (a page behaviour)',
  '--rove-disabled': 'a quantity button that cannot be pressed (at the smallest or largest amount)',
  '--rove-header-count-color':
    'a header counter’s badge (set for you from the accent, or the love colour)',
  '--rove-header-count-text': 'the number on a header counter’s badge',
  '--rove-header-shadow': 'the shadow under the header where it stays at the top (wide screens)',
  '--rove-header-z': 'the header’s stacking order over the page',
  '--rove-highlight': 'behind the words of a result that match the search',
  '--rove-listing-gap': 'the space between product cards (rows, then columns)',
  '--rove-love-background': 'the heart button’s round background',
  '--rove-love-size': 'the heart button’s size (at least 2.75rem, a finger’s width)',
  '--rove-media-radius': 'the corners of the product pictures',
  '--rove-media-tint': 'behind a product picture while it loads and around its edges',
  '--rove-on-highlight': 'the text of matching words on the highlight',
  '--rove-photo-wall-gap': 'the space between photos',
  '--rove-places-layer': 'the address suggestions’ stacking order over the form',
  '--rove-poem-top': 'how far from the top the poem stays pinned while its section scrolls',
  '--rove-progress-z': 'the page-loading bar’s stacking order (above everything)',
  '--rove-rating': 'the review stars',
  '--rove-reviews-columns': 'how many columns of reviews (1 on phones, more on wider screens)',
  '--rove-reviews-gap': 'the space between reviews',
  '--rove-scroll-offset':
    'the room left above a field the form scrolls to (for a header that stays on screen)',
  '--rove-search-active': 'behind the suggestion chosen with the arrow keys',
  '--rove-search-background': 'the search field and its panel’s background',
  '--rove-search-border': 'the search panel’s edges and dividers',
  '--rove-search-gap': 'the space between results and between filters',
  '--rove-search-heading-size': 'the results page’s heading size',
  '--rove-search-height': 'the search field’s height',
  '--rove-search-hover': 'behind the suggestion under the pointer',
  '--rove-search-image-ratio': 'the shape of the results’ pictures (width / height)',
  '--rove-search-layer': 'the search panel’s stacking order over the page',
  '--rove-search-radius': 'the corners of the search field',
  '--rove-search-results-min-height': 'the room the results page holds while it loads',
  '--rove-search-sidebar-width': 'the filters column’s width on wide screens',
  '--rove-search-width': 'the widest the search field and its panel may be',
  '--rove-sticky-offset': 'how far from the top the filters column stays while the results scroll',
  '--rove-swatch-fallback': 'a product card’s colour dot when the colour has no picture',
  '--rove-swatch-heading-size': 'the swatch request’s heading size',
  '--rove-videos-gap': 'the space between videos',
  '--rove-videos-ratio': 'the shape of the video frames (width / height)',
} as const satisfies Record<string, string>;

/**
 * What a token changes, shared or a widget's own; undefined for one in neither list.
 *
 * @example tokenDescription('--rove-accent') // 'primary buttons, chosen options, progress'
 */
export function tokenDescription(token: string): string | undefined {
  if (Object.hasOwn(SHARED_TOKENS, token))
    return SHARED_TOKENS[token as keyof typeof SHARED_TOKENS].use;
  if (Object.hasOwn(WIDGET_TOKENS, token))
    return WIDGET_TOKENS[token as keyof typeof WIDGET_TOKENS];
  return undefined;
}
