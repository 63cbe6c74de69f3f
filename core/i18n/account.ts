import type { KoreanOnDemand } from './korean-on-demand';

// The English of accountMessages (below).
const en = {
  // spec/shell.md §5 and §8, verbatim.
  invalidResetEmail: 'Enter a valid e-mail address',
  pleaseWait: 'Please wait',
  // spec/checkout.md §5 gives the rules (password at least 5 characters, passwords match, message at
  // most 5000 characters) but no wording; these texts are ours.
  passwordTooShort: 'Please enter at least {min} characters.',
  passwordMismatch: 'The passwords do not match.',
  messageTooLong: 'Please enter no more than {max} characters.',
} as const;

/**
 * Messages of the account forms in the page shell: the password-reset (user-pass) form and the
 * shared password and message validators. Korean: account.ko.ts, part of the page's Korean (ko.ts).
 *
 * @example translate(accountMessages, 'invalidResetEmail') // 'Enter a valid e-mail address'
 */
export const accountMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'account' };
