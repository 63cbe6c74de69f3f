/**
 * Every validator of core/validate. Widgets may import a single module instead
 * (core/validate/email …) to keep their chunk to what they check.
 *
 * @example import { validateCheckoutEmail, validateCheckoutPhone } from '../core/validate';
 */
export * from './result';
export * from './field-messages';
export * from './required';
export * from './checkout-email';
export * from './email';
export * from './form-emails';
export * from './love-email';
export * from './phone';
export * from './postal';
export * from './address';
export * from './po-box';
export * from './luhn';
export * from './card';
export * from './password';
export * from './message';
