import { describe, expect, it } from 'vitest';
import { LIVECHAT_SCRIPT, availabilityOf, liveChatSetup, sessionVariables } from './livechat.logic';

const origin = 'https://shop.example';

describe('liveChatSetup', () => {
  it('reads an account as a licence, or a licence and one of its groups', () => {
    expect(liveChatSetup('12345678', '', origin)).toEqual({
      on: true,
      src: LIVECHAT_SCRIPT,
      config: { license: 12345678, integration_name: 'rove-widgets', product_name: 'livechat' },
    });
    expect(liveChatSetup('12345678:3', '', origin)).toMatchObject({
      on: true,
      config: { license: 12345678, group: 3 },
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
    expect(availabilityOf({ availability: 'online' })).toBe('available');
    expect(availabilityOf({ availability: 'offline' })).toBe('unavailable');
    expect(availabilityOf({ availability: 'maybe' })).toBeNull();
    expect(availabilityOf(null)).toBeNull();
  });
});
