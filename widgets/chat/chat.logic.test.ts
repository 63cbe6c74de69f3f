import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AVAILABILITY_DELAY_MS,
  CHAT_CLOSED_COOKIE_DAYS,
  EMPTY_PRECHAT,
  NO_CHAT_SETTINGS,
  chatAccount,
  firstInvalidField,
  prechatData,
  readChatSettings,
  scheduleAvailabilityCheck,
  shouldRestoreOpen,
  validatePrechat,
  type PrechatValues,
} from './chat.logic';

const VALID: PrechatValues = {
  name: 'Ana Lee',
  email: 'ana@rove.shop',
  existingOrder: 'no',
  orderNumber: '',
};

describe('validatePrechat (spec/marketing.md §5)', () => {
  it.each<[string, Partial<PrechatValues>, Record<string, string>]>([
    [
      'everything empty',
      EMPTY_PRECHAT,
      {
        name: 'Please Enter a valid name',
        email: 'Please Enter a valid Email',
        existingOrder: 'Please select an option',
      },
    ],
    ['a blank name', { name: '   ' }, { name: 'Please Enter a valid name' }],
    ['an over-long name', { name: 'x'.repeat(101) }, { name: 'Please Enter a valid name' }],
    ['no email', { email: '' }, { email: 'Please Enter a valid Email' }],
    ['an invalid email', { email: 'ana@rove' }, { email: 'Please Enter a valid Email' }],
    ['no choice', { existingOrder: '' }, { existingOrder: 'Please select an option' }],
    [
      'letters in the order number',
      { existingOrder: 'yes', orderNumber: '12a' },
      { orderNumber: 'Please enter numbers only' },
    ],
    ['a numeric order number', { existingOrder: 'yes', orderNumber: ' 004512 ' }, {}],
    ['an order without number', { existingOrder: 'yes', orderNumber: '' }, {}],
    ['no order (the number is not asked)', { existingOrder: 'no', orderNumber: 'abc' }, {}],
    ['everything valid', {}, {}],
  ])('%s', (_name, change, errors) => {
    expect(validatePrechat({ ...VALID, ...change })).toEqual(errors);
  });

  it('focuses fields in form order', () => {
    expect(firstInvalidField(validatePrechat(EMPTY_PRECHAT))).toBe('name');
    expect(firstInvalidField(validatePrechat({ ...VALID, existingOrder: '', email: '' }))).toBe(
      'email',
    );
    expect(firstInvalidField({})).toBeNull();
  });
});

describe('chatAccount (spec/marketing.md §4)', () => {
  const accounts = { HK: 'hk', AU: 'au', KR: 'kr', default: 'main' };
  it.each([
    ['HK', 'hk'],
    ['AU', 'au'],
    ['KR', 'kr'],
    ['US', 'main'],
    ['CA', 'main'],
    ['UK', 'main'],
  ] as const)('%s → %s', (country, account) => {
    expect(chatAccount(country, accounts)).toBe(account);
  });

  it('falls back to the default when the country has no account of its own', () => {
    expect(chatAccount('KR', { ...accounts, KR: '' })).toBe('main');
  });
});

describe('readChatSettings', () => {
  it('reads the documented shape', () => {
    expect(
      readChatSettings({
        scriptUrl: '/chat.js',
        accounts: { HK: 'hk', default: 'main' },
        availabilityUrl: '/chat/availability',
      }),
    ).toEqual({
      vendor: '',
      scriptUrl: '/chat.js',
      availabilityUrl: '/chat/availability',
      accounts: { HK: 'hk', AU: '', KR: '', default: 'main' },
    });
    expect(
      readChatSettings({ vendor: 'livechat', accounts: { default: '12345678:1' } })?.vendor,
    ).toBe('livechat');
    expect(readChatSettings({ vendor: 'zendesk', accounts: { default: 'x' } })).toBeNull();
  });

  it('uses no vendor without settings, and refuses a malformed value', () => {
    expect(readChatSettings(undefined)).toBe(NO_CHAT_SETTINGS);
    expect(readChatSettings({ accounts: { HK: 'hk' } })).toBeNull();
    expect(readChatSettings({ scriptUrl: 42 })).toBeNull();
    expect(readChatSettings('chat')).toBeNull();
  });
});

describe('prechatData', () => {
  it('hands the vendor trimmed values, the order number only with an order', () => {
    expect(
      prechatData({ ...VALID, name: ' Ana ', existingOrder: 'yes', orderNumber: '0045 ' }, 'main'),
    ).toEqual({
      account: 'main',
      name: 'Ana',
      email: 'ana@rove.shop',
      existingOrder: true,
      orderNumber: '0045',
    });
    expect(prechatData({ ...VALID, orderNumber: '99' }, 'au').orderNumber).toBe('');
  });
});

describe('scheduleAvailabilityCheck (spec/marketing.md §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once, 30 s after it is scheduled', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    scheduleAvailabilityCheck(run);
    expect(AVAILABILITY_DELAY_MS).toBe(30_000);
    vi.advanceTimersByTime(29_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const cancel = scheduleAvailabilityCheck(run);
    vi.advanceTimersByTime(10_000);
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('the chat-closed cookie', () => {
  it('lives 1 day (spec/marketing.md §9)', () => {
    expect(CHAT_CLOSED_COOKIE_DAYS).toBe(1);
  });

  it('keeps a panel left open from reopening by itself while it is set', () => {
    expect(shouldRestoreOpen(true, undefined)).toBe(true);
    expect(shouldRestoreOpen(true, '1')).toBe(false);
    expect(shouldRestoreOpen(false, undefined)).toBe(false);
  });
});
