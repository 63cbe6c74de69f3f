const en = {
  verifyTitle: 'Verify your bank account to finish paying',
  verifyPlaced:
    'Your order is placed. It is paid once your bank account is verified; you cannot be charged twice for it.',
  verifyDeposit:
    'Stripe is sending a small deposit to your account, expected by {date}. When it shows on your statement, enter its details on Stripe’s verification page.',
  verifyDepositSoon:
    'Stripe is sending a small deposit to your account within 1–2 business days. When it shows on your statement, enter its details on Stripe’s verification page.',
  verifyLink: 'Verify my bank account',
  verifyByEmail: 'Stripe will also email you a link to that page.',
} as const;

/** Every key of the English, in Korean: a missing one fails the type check. */
const ko: Readonly<Record<keyof typeof en, string>> = {
  verifyTitle: '결제를 완료하려면 은행 계좌를 인증해 주세요',
  verifyPlaced:
    '주문이 접수되었습니다. 은행 계좌 인증이 끝나면 결제가 진행되며, 같은 주문이 두 번 결제되지 않습니다.',
  verifyDeposit:
    'Stripe에서 {date}까지 고객님의 계좌로 소액을 입금합니다. 입금 내역이 확인되면 Stripe 인증 페이지에 입력해 주세요.',
  verifyDepositSoon:
    'Stripe에서 영업일 기준 1~2일 안에 고객님의 계좌로 소액을 입금합니다. 입금 내역이 확인되면 Stripe 인증 페이지에 입력해 주세요.',
  verifyLink: '은행 계좌 인증하기',
  verifyByEmail: 'Stripe에서 인증 페이지 링크를 이메일로도 보내 드립니다.',
};

/**
 * What the checkout says when a bank account is still to be verified (docs/vendors/stripe.md
 * "Outcomes"): our words, with their Korean. A table of its own, in the chunk that shows it, so
 * no checkout carries it until a shopper meets it (and an English page never its Korean).
 *
 * @example translate(bankVerificationMessages, 'verifyLink', 'ko_KR') // '은행 계좌 인증하기'
 */
export const bankVerificationMessages = { en, ko };
