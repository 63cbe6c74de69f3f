// Test and story data: the shared valid application (core/validate/trade/fixtures.ts).
export { VALID_TRADE_VALUES as VALID } from '../../core/validate/trade/fixtures';
