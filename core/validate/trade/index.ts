/**
 * The trade membership application's fields and rules (spec/product.md §3–§5, §9), shared by
 * widgets/trade-application and the demo host's POST /trade/application.
 *
 * @example import { readTradeValues, validateAll } from '../core/validate/trade';
 */
export * from './fields';
export * from './rules';
export * from './read';
