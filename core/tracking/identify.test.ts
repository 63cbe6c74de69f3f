// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../log';
import { identify } from './identify';

type KlaviyoWindow = Window & { _learnq?: unknown[] };

beforeEach(() => resetLogOnce());
afterEach(() => {
  delete (window as KlaviyoWindow)._learnq;
});

describe('identify', () => {
  it("pushes Klaviyo's identify command when the queue exists", () => {
    const queue: unknown[] = [];
    (window as KlaviyoWindow)._learnq = queue;
    expect(identify(window, ' ana@rove.shop ', { $first_name: 'Ana' })).toBe(true);
    expect(queue).toEqual([['identify', { $first_name: 'Ana', $email: 'ana@rove.shop' }]]);
  });

  it("logs the specification's message once when Klaviyo is not on the page", () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(identify(window, 'ana@rove.shop')).toBe(false);
    identify(window, 'ben@rove.shop');
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith('[rove] Klaviyo is not yet integrated.');
  });

  it("does nothing without '@' and logs the specification's message once", () => {
    const queue: unknown[] = [];
    (window as KlaviyoWindow)._learnq = queue;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(identify(window, 'ana.rove.shop')).toBe(false);
    identify(window, '');
    expect(queue).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[rove] Could not identify as email is invalid.');
  });

  it('never throws when the host queue does', () => {
    (window as unknown as { _learnq: unknown })._learnq = {
      push: () => {
        throw new Error('broken');
      },
    };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(identify(window, 'ana@rove.shop')).toBe(false);
  });
});
