// @vitest-environment happy-dom
/**
 * A view in markup an element enhances in place, as a host page sees it: rendered into the part
 * it was given, gone when the element leaves, and a failure that logs `[rove]` once and leaves
 * the server's markup as it was — the same way for the header, the listing and the host listing.
 */
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../../core/log';
import { PlainElement, start, stop } from './plain-element';
import { viewInPlace } from './view-in-place';

const SERVER = '<ul class="results"><li>server card</li></ul><nav class="pager">1 2 3</nav>';

let failing = false;

/** Counts the page's resizes it hears, as a view that follows the window would. */
let heard = 0;

function Results() {
  if (failing) throw new Error('bug');
  useEffect(() => {
    const hear = () => (heard += 1);
    window.addEventListener('resize', hear);
    return () => window.removeEventListener('resize', hear);
  }, []);
  return <p className="view">3 results</p>;
}

/** Enhances its markup like the listings: the pager leaves, the results become the view's. */
class Enhanced extends PlainElement {
  #restore?: () => void;

  protected override [start](signal: AbortSignal): void {
    const results = this.querySelector('.results') as HTMLElement;
    const pager = this.querySelector('.pager') as HTMLElement;
    const server = [...results.childNodes];
    pager.hidden = true;
    this.#restore = () => {
      results.replaceChildren(...server);
      pager.hidden = false;
    };
    viewInPlace(this, results, signal)(<Results />);
  }

  protected override [stop](): void {
    this.#restore?.();
    this.#restore = undefined;
  }
}
customElements.define('x-in-place', Enhanced);

function mount(): HTMLElement {
  const element = document.createElement('x-in-place');
  element.innerHTML = SERVER;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  failing = false;
  resetLogOnce();
});

describe('viewInPlace', () => {
  it('renders the view into the part of the markup it was given', async () => {
    const element = mount();
    await vi.waitFor(() => expect(element.querySelector('.results .view')).not.toBeNull());
    expect(element.querySelector('.results')?.textContent).toBe('3 results');
    expect(element.querySelector<HTMLElement>('.pager')?.hidden).toBe(true);
  });

  it('unmounts the view when the element leaves, and its markup is the server’s again', async () => {
    const element = mount();
    await vi.waitFor(() => expect(element.querySelector('.view')).not.toBeNull());
    await vi.waitFor(() => {
      heard = 0;
      window.dispatchEvent(new Event('resize'));
      expect(heard).toBe(1);
    });
    element.remove();
    expect(element.innerHTML).toBe(SERVER);
    window.dispatchEvent(new Event('resize'));
    expect(heard).toBe(1); // the view no longer follows the page
  });

  it('puts the server’s markup back and logs once when the view fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing = true;
    const first = mount();
    const second = mount();
    for (const element of [first, second]) {
      await vi.waitFor(() =>
        expect(element.querySelector<HTMLElement>('.pager')?.hidden).toBe(false),
      );
      expect(element.innerHTML).toBe(SERVER);
    }
    const lines = error.mock.calls
      .map((call) => String(call[0]))
      .filter((l) => l.startsWith('[rove]'));
    expect(lines).toEqual(['[rove] <x-in-place> failed and shows its fallback']);
    // Stopped: a later removal has nothing left to undo.
    first.remove();
    expect(first.querySelector('.results')?.textContent).toBe('server card');
  });

  it('starts afresh when the element comes back', async () => {
    const element = mount();
    await vi.waitFor(() => expect(element.querySelector('.view')).not.toBeNull());
    element.remove();
    document.body.append(element);
    await vi.waitFor(() => expect(element.querySelector('.view')).not.toBeNull());
    expect(element.querySelectorAll('.view')).toHaveLength(1);
  });
});
