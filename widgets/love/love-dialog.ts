/**
 * The email dialog and its validator: a chunk of its own, fetched when an anonymous shopper first
 * presses a heart (while the server is asked whether to show the form), so a page of hearts
 * loads neither the dialog nor its validation (issue 22).
 */
export { validateLoveEmail } from '../../core/validate/love-email';
export { LoveEmailDialog } from './LoveEmailDialog';
