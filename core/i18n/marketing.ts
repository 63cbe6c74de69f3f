/**
 * Messages of the marketing area: email-my-cart, newsletter and promo popups (spec/marketing.md).
 *
 * @example translate(marketingMessages, 'emailSent') // 'EMAIL SENT!'
 */
export const marketingMessages = {
  en: {
    // spec/marketing.md §4, verbatim.
    emailMyCart: 'EMAIL MY CART',
    cancel: 'CANCEL',
    emailSent: 'EMAIL SENT!',
    // Controls the specification names without wording; ours.
    addEmail: 'Add another email',
    emailLabel: 'Email',
    send: 'Send',
    close: 'Close',
    // Email-my-cart form (widgets/email-cart); ours.
    emailCartLegend: 'Send this cart to',
    emailCartFieldLabel: 'Email {number}',
    removeEmail: 'Remove email {number}',
    emailCartMessage: 'Message (optional)',
    emailCartSubscribe: 'Send me news and offers',
    emailCartInvalid: 'Enter a valid email address.',
    emailCartNeedOne: 'Enter at least one email address.',
    emailCartSending: 'Sending…',
    emailCartSentStatus: 'Email sent. Your cart is on its way.',
  },
  ko: {
    addEmail: '이메일 추가',
    emailLabel: '이메일',
    send: '보내기',
    close: '닫기',
    emailCartLegend: '장바구니를 보낼 이메일',
    emailCartFieldLabel: '이메일 {number}',
    removeEmail: '이메일 {number} 삭제',
    emailCartMessage: '메시지 (선택)',
    emailCartSubscribe: '뉴스와 혜택 받기',
    emailCartInvalid: '올바른 이메일 주소를 입력하세요.',
    emailCartNeedOne: '이메일 주소를 하나 이상 입력하세요.',
    emailCartSending: '보내는 중…',
    emailCartSentStatus: '이메일을 보냈습니다. 장바구니가 전송되었습니다.',
  },
} as const;
