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
