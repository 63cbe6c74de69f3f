/**
 * The buy box's dialogs, a chunk of their own with their styles and the form field: fetched when
 * one is about to open (dialogs-on-demand.ts), so a product page loads none of it until a
 * shopper reaches for notify me or adds a product that has an outdoor cover (issues 22, 24).
 */
export { CoverUpsellDialog } from './CoverUpsellDialog';
export { NotifyDialog } from './NotifyDialog';
