/**
 * The lookup functions only. Tables are imported from their own modules (core/i18n/love …) so
 * that a widget's chunk carries just the table it shows.
 *
 * @example import { translate } from '../core/i18n'; import { loveMessages } from '../core/i18n/love';
 */
export * from './translate';
