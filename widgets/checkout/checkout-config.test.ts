// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../core/log';
import { telHref } from '../../core/validate/written-phone';
import { helpPhoneOf, readCheckoutConfig } from './checkout-config';
import { checkoutSettings } from './fixtures';

afterEach(() => resetLogOnce());

describe('the checkout settings’ help line (helpPhone)', () => {
  it('is kept as the shop wrote it when it reads as a phone number', () => {
    const read = readCheckoutConfig(
      checkoutSettings('UK', { helpPhone: '0808 157 0199' }),
      'US',
      'USD',
    );
    expect(read.ok && read.config.helpPhone).toBe('0808 157 0199');
    expect(helpPhoneOf('+852 0000 0199')).toBe('+852 0000 0199');
    expect(helpPhoneOf('(604) 555.0199')).toBe('(604) 555.0199');
  });

  it('is empty when the settings give none', () => {
    const read = readCheckoutConfig(checkoutSettings('US'), 'US', 'USD');
    expect(read.ok && read.config.helpPhone).toBe('');
  });

  it('is left out, with one [rove] warning, when it is not a phone number; the checkout still runs', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const bad of [
      'call us',
      '12345',
      '1234567890123456',
      'javascript:alert(1)',
      '+1 800 CALL',
    ])
      expect(helpPhoneOf(bad), bad).toBe('');
    const read = readCheckoutConfig(checkoutSettings('US', { helpPhone: 'call us' }), 'US', 'USD');
    expect(read.ok && read.config.helpPhone).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[rove\]/);
  });

  it('calls the digits it shows, with the leading + kept', () => {
    expect(telHref('1-800-555-0199')).toBe('tel:18005550199');
    expect(telHref(' +44 808 157 0199')).toBe('tel:+448081570199');
  });
});
