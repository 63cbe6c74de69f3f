import { describe, expect, it } from 'vitest';
import {
  LIVECHAT_SCRIPT,
  availabilityOf,
  liveChatSetup,
  sessionVariables,
  visibilityStep,
} from './livechat.logic';

const origin = 'https://shop.example';

describe('liveChatSetup', () => {
  it('reads an account as a licence, or a licence and one of its groups, as LiveChat’s package takes them', () => {
    expect(liveChatSetup('12345678', '', origin)).toEqual({
      on: true,
      src: LIVECHAT_SCRIPT,
      account: { license: '12345678' },
    });
    expect(liveChatSetup('12345678:3', '', origin)).toMatchObject({
      on: true,
      account: { license: '12345678', group: '3' },
    });
  });

  it('turns off with the reason for a malformed account or a script from elsewhere', () => {
    expect(liveChatSetup('rove-main', '', origin)).toEqual({
      on: false,
      problem: 'LiveChat account "rove-main" is not licence[:group]',
    });
    expect(liveChatSetup('1:2:3', '', origin).on).toBe(false);
    expect(liveChatSetup('123', 'https://evil.example/tracking.js', origin)).toEqual({
      on: false,
      problem: 'settings.chat.scriptUrl is neither the site’s nor LiveChat’s',
    });
    expect(liveChatSetup('123', '/simulated/livechat/tracking.js', origin)).toMatchObject({
      on: true,
      src: 'https://shop.example/simulated/livechat/tracking.js',
    });
  });
});

describe('sessionVariables', () => {
  it('says whether there is an order, and its number only when given', () => {
    const data = { account: '1', name: 'Ana', email: 'ana@rove.shop' };
    expect(sessionVariables({ ...data, existingOrder: true, orderNumber: '0042' })).toEqual({
      existing_order: 'Yes',
      order_number: '0042',
    });
    expect(sessionVariables({ ...data, existingOrder: false, orderNumber: '' })).toEqual({
      existing_order: 'No',
    });
  });
});

describe('availabilityOf', () => {
  it('maps LiveChat’s online / offline, and nothing else', () => {
    expect(availabilityOf('online')).toBe('available');
    expect(availabilityOf('offline')).toBe('unavailable');
    expect(availabilityOf('maybe')).toBeNull();
    expect(availabilityOf(undefined)).toBeNull();
  });
});

describe('visibilityStep', () => {
  it('is open while maximized; leaving it (minimized or hidden) is the shopper closing the chat', () => {
    expect(visibilityStep(false, 'maximized')).toEqual({ open: true, closed: false });
    expect(visibilityStep(true, 'minimized')).toEqual({ open: false, closed: true });
    expect(visibilityStep(true, 'hidden')).toEqual({ open: false, closed: true });
    // Our own hide at load, or a hide after the close: nothing was open, nothing closes.
    expect(visibilityStep(false, 'hidden')).toEqual({ open: false, closed: false });
    expect(visibilityStep(false, 'minimized')).toEqual({ open: false, closed: false });
  });
});
