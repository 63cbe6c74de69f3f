// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNear } from './when-near';

function boxed(top: number, height = 100): Element {
  const element = document.createElement('div');
  element.getBoundingClientRect = () =>
    ({ top, bottom: top + height, width: 300, height, left: 0, right: 300 }) as DOMRect;
  return element;
}

/** An IntersectionObserver the test drives: `report` tells it an element's state. */
function fakeObserver() {
  const observed = new Set<Element>();
  let report: (element: Element, isIntersecting: boolean) => void = () => undefined;
  const options: IntersectionObserverInit[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, init: IntersectionObserverInit) {
      options.push(init);
      report = (target, isIntersecting) => {
        if (observed.has(target))
          callback(
            [{ target, isIntersecting } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      };
    }
    observe(element: Element) {
      observed.add(element);
    }
    disconnect() {
      observed.clear();
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return { report: (element: Element, near: boolean) => report(element, near), options };
}

describe('whenNear', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls once, when one of the elements comes within a screen of the viewport', () => {
    const observer = fakeObserver();
    const [a, b] = [boxed(5000), boxed(6000)] as [Element, Element];
    const then = vi.fn();
    whenNear([a, b], then);
    expect(observer.options).toEqual([{ rootMargin: '100% 0px' }]);
    observer.report(a, false);
    expect(then).not.toHaveBeenCalled();
    observer.report(b, true);
    observer.report(a, true);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it("calls at the shopper's first key press, or a focus inside one of the elements", () => {
    fakeObserver();
    const keys = vi.fn();
    whenNear([boxed(5000)], keys);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(keys).toHaveBeenCalledTimes(1);

    const element = boxed(5000);
    const button = element.appendChild(document.createElement('button'));
    document.body.append(element);
    const focus = vi.fn();
    whenNear([element], focus);
    button.focus();
    expect(focus).toHaveBeenCalledTimes(1);
    element.remove();
  });

  it('calls at once when the focus is inside one of the elements already', () => {
    fakeObserver();
    const element = boxed(5000);
    const link = element.appendChild(document.createElement('a'));
    link.href = '#';
    document.body.append(element);
    link.focus();
    const then = vi.fn();
    whenNear([element], then);
    expect(then).toHaveBeenCalledTimes(1);
    element.remove();
  });

  it('calls at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const then = vi.fn();
    whenNear([boxed(5000)], then);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
