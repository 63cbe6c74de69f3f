import { describe, expect, it } from 'vitest';
import { setPageLocale } from '../../core/i18n/translate';
import {
  accountReducer,
  LOGIN_PANEL_START,
  loginPanelReducer,
  createAccountState,
  forgotPasswordUrl,
  interpretEmailCheck,
  loginActionWithDestination,
  membershipAlertParts,
  membershipAlertText,
  validateAccountEmail,
  validateLoginPanel,
  type AccountAction,
  type EmailCheckResult,
} from './account.logic';

const NONE: EmailCheckResult = {
  emailExists: false,
  memberExists: false,
  memberActive: false,
  tradeExists: false,
  tradeActive: false,
};

const ALERT =
  'There is no membership attached to your email. A new membership will be added to your order. If you think this is a mistake, please reach out to here.';

describe('interpretEmailCheck (spec/checkout.md §4)', () => {
  it.each<[string, EmailCheckResult | null, 'login' | 'membership', boolean]>([
    ['ajax failure: treated as no account', null, 'membership', false],
    ['unknown email', NONE, 'membership', false],
    ['account without membership', { ...NONE, emailExists: true }, 'login', true],
    [
      'account with an active membership',
      { ...NONE, emailExists: true, memberExists: true, memberActive: true },
      'login',
      false,
    ],
    [
      'account with a lapsed membership',
      { ...NONE, emailExists: true, memberExists: true },
      'login',
      false,
    ],
    [
      'active member record only',
      { ...NONE, memberExists: true, memberActive: true },
      'login',
      false,
    ],
    ['inactive member record only', { ...NONE, memberExists: true }, 'membership', false],
    ['active trade record only', { ...NONE, tradeExists: true, tradeActive: true }, 'login', false],
    ['inactive trade record only', { ...NONE, tradeExists: true }, 'membership', false],
  ])('%s', (_case, result, next, showMembershipAlert) => {
    expect(interpretEmailCheck(result)).toEqual({ next, showMembershipAlert });
  });

  it('shows the alert text verbatim', () => {
    expect(membershipAlertText()).toBe(ALERT);
  });

  it("names the alert's last words, which link to the shop's contact page, in each language", () => {
    expect(membershipAlertParts()).toEqual([ALERT.slice(0, -'here.'.length), 'here', '.']);
    setPageLocale('ko_KR');
    try {
      const [before, link, after] = membershipAlertParts();
      expect(link).toBe('여기');
      expect(before + link + after).toBe(membershipAlertText());
      expect(after).toBe('로 문의해 주세요.');
    } finally {
      setPageLocale(undefined);
    }
  });
});

describe('validateAccountEmail (spec/checkout.md §5)', () => {
  it.each<[string, boolean]>([
    ['ana@rove.shop', true],
    [' ana@rove.com ', true],
    ['ana@rove.design', false],
    ['ana@rove', false],
    ['', false],
  ])('%s', (email, ok) => {
    expect(validateAccountEmail(email)).toEqual(
      ok
        ? { ok: true }
        : { ok: false, message: 'Please enter a valid email address for this order' },
    );
  });
});

describe('accountReducer', () => {
  const checked = (result: EmailCheckResult | null): AccountAction => ({
    type: 'emailChecked',
    email: ' ana@rove.shop ',
    result,
  });

  it('opens the login panel with the email prefilled for an existing account', () => {
    expect(accountReducer(createAccountState(), checked({ ...NONE, emailExists: true }))).toEqual({
      panel: 'login',
      email: 'ana@rove.shop',
      showMembershipAlert: true,
      done: false,
    });
  });

  it('finishes the step for a new email or a failed check', () => {
    for (const result of [NONE, null]) {
      expect(accountReducer(createAccountState(), checked(result))).toMatchObject({
        panel: 'email',
        done: true,
      });
    }
  });

  it('back-to-email returns to the form; no-thanks-login goes on as a guest', () => {
    const login = accountReducer(createAccountState(), checked({ ...NONE, emailExists: true }));
    expect(accountReducer(login, { type: 'backToEmail' })).toMatchObject({
      panel: 'email',
      email: 'ana@rove.shop',
      done: false,
    });
    expect(accountReducer(login, { type: 'noThanksLogin' })).toMatchObject({
      panel: 'email',
      done: true,
    });
    expect(accountReducer(login, { type: 'other' } as unknown as AccountAction)).toBe(login);
  });
});

describe('validateLoginPanel (spec/checkout.md §5)', () => {
  it('requires every field and an email as the name', () => {
    expect(validateLoginPanel({ name: '', pass: '' })).toEqual({
      ok: false,
      fields: {
        name: { ok: false, message: 'Required' },
        pass: { ok: false, message: 'Required' },
      },
    });
    expect(validateLoginPanel({ name: 'ana', pass: 'secret' }).fields.name).toEqual({
      ok: false,
      message: 'Invalid',
    });
    expect(validateLoginPanel({ name: ' ana@rove.design ', pass: ' ' })).toEqual({
      ok: true,
      fields: { name: { ok: true }, pass: { ok: true } },
    });
  });
});

describe('loginActionWithDestination (spec/checkout.md §4)', () => {
  it.each<[string, string]>([
    ['/user/login', '/user/login?destination=cart/checkout'],
    ['/user/login?', '/user/login?destination=cart/checkout'],
    ['/user/login?a=1', '/user/login?a=1&destination=cart/checkout'],
    ['/user/login?a=1#top', '/user/login?a=1&destination=cart/checkout#top'],
    ['/user/login?destination=node/1&b=2', '/user/login?b=2&destination=cart/checkout'],
    ['/user/login?destinat%69on=x', '/user/login?destination=cart/checkout'],
    [
      'https://shop.example/user/login',
      'https://shop.example/user/login?destination=cart/checkout',
    ],
  ])('%s', (action, expected) => {
    expect(loginActionWithDestination(action)).toBe(expected);
  });
});

describe('forgotPasswordUrl (spec/checkout.md §7)', () => {
  it('builds the popup frame URL with the email encoded', () => {
    expect(forgotPasswordUrl(42, ' ana+1@rove.shop ')).toBe(
      '/ajax/user/forgot-pwd/42/?ajax=1&hide_title=1&email_address=ana%2B1%40rove.shop',
    );
    expect(forgotPasswordUrl('4/2', '')).toBe(
      '/ajax/user/forgot-pwd/4%2F2/?ajax=1&hide_title=1&email_address=',
    );
  });
});

describe('loginPanelReducer', () => {
  it('a refused login keeps each failing field’s message', () => {
    const state = loginPanelReducer(LOGIN_PANEL_START, {
      type: 'loginChecked',
      check: validateLoginPanel({ name: 'ana', pass: '' }),
    });
    expect(state.errors).toEqual({ name: 'Invalid', pass: 'Required' });
  });

  it('opens and closes the forgot-password dialog', () => {
    const open = loginPanelReducer(LOGIN_PANEL_START, { type: 'forgotToggled', open: true });
    expect(open.forgotOpen).toBe(true);
    expect(loginPanelReducer(open, { type: 'forgotToggled', open: false }).forgotOpen).toBe(false);
  });

  it('back to the email drops the panel’s messages and dialog and returns focus', () => {
    const refused = {
      errors: { pass: 'Required' },
      forgotOpen: true,
      returned: false,
    };
    expect(loginPanelReducer(refused, { type: 'returnedToEmail' })).toEqual({
      errors: {},
      forgotOpen: false,
      returned: true,
    });
  });
});
