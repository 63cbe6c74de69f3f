import type { accountMessages } from './account';
import type { Translation } from './korean-on-demand';

/**
 * The account forms' Korean: the password-reset form and the password and message checks. Our
 * translation, to be confirmed by the retailer's Korean team. Part of the page's Korean texts
 * (ko.ts).
 */
export const accountKo: Translation<typeof accountMessages.en> = {
  invalidResetEmail: '올바른 이메일 주소를 입력해 주세요',
  pleaseWait: '잠시만 기다려 주세요',
  passwordTooShort: '{min}자 이상 입력해 주세요.',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  messageTooLong: '{max}자 이하로 입력해 주세요.',
};
