import { passesLuhn } from '../../../core/validate/luhn';

// What the simulated Stripe API checks about posted card details before looking at the test
// card table: Stripe's own error codes and messages for malformed numbers, dates and codes.

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardProblem = { code: string; message: string };

export function readCard(value: unknown): CardDetails | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const card = value as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const number = text(card['number']).replace(/[\s-]/g, '');
  const expMonth = Number(text(card['exp_month']));
  let expYear = Number(text(card['exp_year']));
  if (expYear < 100) expYear += 2000;
  return { number, expMonth, expYear, cvc: text(card['cvc']).trim() };
}

/** Stripe's message for the first thing wrong with the card, or null when it can be charged. */
export function cardProblem(card: CardDetails, today: Date = new Date()): CardProblem | null {
  if (!/^\d{13,19}$/.test(card.number) || !passesLuhn(card.number)) {
    return { code: 'incorrect_number', message: 'Your card number is incorrect.' };
  }
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." };
  }
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  if (!Number.isInteger(card.expYear) || card.expYear < year || card.expYear > year + 50) {
    return { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." };
  }
  if (card.expYear === year && card.expMonth < month) {
    return { code: 'invalid_expiry_month', message: "Your card's expiration date is in the past." };
  }
  const cvcLength = card.number.startsWith('34') || card.number.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) {
    return { code: 'invalid_cvc', message: "Your card's security code is invalid." };
  }
  return null;
}
