// Test card numbers of the simulated Stripe (the same numbers as Stripe's test mode, so testers
// can use what they know). Any other number is refused the way test mode refuses a real card.

export type CardOutcome =
  | { kind: 'succeed' }
  | { kind: 'authenticate' }
  | { kind: 'decline'; code: string; declineCode?: string; message: string };

export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': { kind: 'succeed' },
  '5555555555554444': { kind: 'succeed' },
  '378282246310005': { kind: 'succeed' },
  '4000002500003155': { kind: 'authenticate' },
  '4000000000000002': {
    kind: 'decline',
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    kind: 'decline',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': {
    kind: 'decline',
    code: 'expired_card',
    message: 'Your card has expired.',
  },
  '4000000000000127': {
    kind: 'decline',
    code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
};

export const NON_TEST_CARD: CardOutcome = {
  kind: 'decline',
  code: 'card_declined',
  declineCode: 'live_mode_test_card',
  message:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
};

export function cardOutcome(number: string): CardOutcome {
  return TEST_CARDS[number] ?? NON_TEST_CARD;
}
