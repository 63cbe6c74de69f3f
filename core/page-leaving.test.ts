// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLeaving } from './page-leaving';

const leave = () => dispatchEvent(new Event('beforeunload'));

describe('page leaving', () => {
  afterEach(() => dispatchEvent(new Event('pageshow')));

  it('starts with beforeunload and ends when the page is shown again', () => {
    expect(pageLeaving()).toBeNull();
    leave();
    expect(pageLeaving()).toBeInstanceOf(Promise);
    dispatchEvent(new Event('pageshow'));
    expect(pageLeaving()).toBeNull();
  });

  it.each(['pointerdown', 'keydown'])(
    'ends when the shopper acts on the page (%s): the navigation did not leave it',
    (type) => {
      leave();
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(pageLeaving()).toBeNull();
    },
  );

  it('settles what waits for the shopper to stay once they do, and only then', async () => {
    const then = vi.fn();
    leave();
    leave();
    void pageLeaving()?.then(then);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(then).not.toHaveBeenCalled();
    dispatchEvent(new Event('pageshow'));
    await vi.waitFor(() => expect(then).toHaveBeenCalledTimes(1));
  });
});
