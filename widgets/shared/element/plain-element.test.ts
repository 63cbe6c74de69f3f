// @vitest-environment happy-dom
/**
 * The plain elements' one lifecycle: a signal per connection that removes the listeners when the
 * element leaves, a fresh start when it comes back, early properties through their accessor,
 * stylesheets once per page, a failed start logged once and undone, and a start that waits for
 * its children while the document is still being parsed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../../core/log';
import { PlainElement, start, stop } from './plain-element';

afterEach(() => {
  document.body.replaceChildren();
  resetLogOnce();
});

let defined = 0;

/** A plain element under a new tag, recording what the base asks of it. */
function define(options: {
  styles?: Record<string, string>;
  onStart?: (element: HTMLElement, signal: AbortSignal) => boolean | void;
}) {
  const tag = `x-plain-${++defined}`;
  const calls = { signals: [] as AbortSignal[], stops: 0, clicks: 0, scrolls: 0 };
  class Element extends PlainElement {
    static override styles = options.styles ?? {};
    static override earlyProperties = ['label'];
    #label = '';

    get label(): string {
      return this.#label;
    }

    set label(value: string) {
      this.#label = `set: ${value}`;
    }

    protected override [start](signal: AbortSignal): boolean | void {
      calls.signals.push(signal);
      this.addEventListener('click', () => (calls.clicks += 1), { signal });
      window.addEventListener('scroll', () => (calls.scrolls += 1), { signal });
      return options.onStart?.(this, signal);
    }

    protected override [stop](): void {
      calls.stops += 1;
    }
  }
  customElements.define(tag, Element);
  return { tag, calls, create: () => document.createElement(tag) as Element };
}

describe('PlainElement', () => {
  it('removes the listeners of a connection when the element leaves the page, then stops', () => {
    const { calls, create } = define({});
    const element = create();
    document.body.append(element);
    element.click();
    window.dispatchEvent(new Event('scroll'));
    expect([calls.clicks, calls.scrolls, calls.stops]).toEqual([1, 1, 0]);

    element.remove();
    element.click();
    window.dispatchEvent(new Event('scroll'));
    expect([calls.clicks, calls.scrolls, calls.stops]).toEqual([1, 1, 1]);
    expect(calls.signals[0]?.aborted).toBe(true);
  });

  it('starts again with a fresh signal when re-inserted (listeners once, not twice)', () => {
    const { calls, create } = define({});
    const element = create();
    document.body.append(element);
    element.remove();
    document.body.append(element);
    expect(calls.signals).toHaveLength(2);
    expect(calls.signals[1]).not.toBe(calls.signals[0]);
    expect(calls.signals[1]?.aborted).toBe(false);
    element.click();
    expect(calls.clicks).toBe(1);
  });

  it('stops a connection first when connectedCallback is called again without a removal', () => {
    const { calls, create } = define({});
    const element = create();
    document.body.append(element);
    element.connectedCallback();
    expect(calls.signals[0]?.aborted).toBe(true);
    expect(calls.stops).toBe(1);
    element.click();
    expect(calls.clicks).toBe(1);
  });

  it('passes a property set before the definition through its accessor', () => {
    const tag = `x-plain-${defined + 1}`;
    const early = document.createElement(tag) as HTMLElement & { label: string };
    early.label = 'Best sellers';
    document.body.append(early);
    define({});
    expect(Object.hasOwn(early, 'label')).toBe(false);
    expect(early.label).toBe('set: Best sellers');
  });

  it('adopts its stylesheets once per document, however many elements and connections', () => {
    const sheets = () =>
      document.adoptedStyleSheets.length +
      document.querySelectorAll('style[data-rove^="x-plain-sheet"]').length;
    const before = sheets();
    const { create } = define({
      styles: { 'x-plain-sheet-a': 'x-plain { display: block }', 'x-plain-sheet-b': 'p { }' },
    });
    const first = create();
    document.body.append(first, create());
    first.remove();
    document.body.append(first);
    expect(sheets() - before).toBe(2);
  });

  it('logs a start that throws once per kind, and undoes it as a removal would', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { tag, calls, create } = define({
      onStart: () => {
        throw new Error('bug');
      },
    });
    expect(() => document.body.append(create(), create())).not.toThrow();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toBe(`[rove] ${tag} could not start`);
    expect(calls.signals.every((signal) => signal.aborted)).toBe(true);
    expect(calls.stops).toBe(2);
    window.dispatchEvent(new Event('scroll'));
    expect(calls.scrolls).toBe(0);
  });

  it('starts again once the document is parsed when its children were not there yet', () => {
    const parsing = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { calls, create } = define({
      onStart: (element) => element.childElementCount > 0,
    });
    const element = create();
    document.body.append(element);
    const removed = create();
    document.body.append(removed);
    removed.remove();
    expect(calls.signals).toHaveLength(2);

    element.append(document.createElement('p'));
    parsing.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    // The element still in the page, with the signal of its connection; the removed one not.
    expect(calls.signals).toHaveLength(3);
    expect(calls.signals[2]).toBe(calls.signals[0]);
  });
});
