import { PlainElement, start, stop } from '../shared/element/plain-element';
import poemCss from './poem.css?raw';
import { poemTranslate, scrolledInto } from './poem.logic';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * `<rove-poem>`: the home page's scroll-pinned poem (see README.md). Its `.rove-poem__text`
 * rises by scroll × 0.07 %, up to 67 %, through a CSS custom property read by a transform, so
 * nothing is laid out again. Plain DOM: the poem is the server's text and stays it.
 */
export class RovePoem extends PlainElement {
  static override styles = { 'rove-poem': poemCss };

  #frame = 0;

  protected override [start](signal: AbortSignal): void {
    this.classList.add('rove-poem--ready');
    // Passive: the listener never delays scrolling; the work waits for the next frame.
    const onScroll = () => this.#schedule();
    window.addEventListener('scroll', onScroll, { passive: true, signal });
    window.addEventListener('resize', onScroll, { passive: true, signal });
    if (typeof matchMedia === 'function') {
      matchMedia(REDUCED_MOTION).addEventListener('change', onScroll, { signal });
    }
    this.#update();
  }

  protected override [stop](): void {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }

  /** The current translation in % (0 under reduced motion). */
  get shift(): number {
    return Number.parseFloat(this.style.getPropertyValue('--rove-poem-shift')) || 0;
  }

  #schedule(): void {
    if (this.#frame) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.#update();
    });
  }

  #update(): void {
    const reducedMotion =
      this.hasAttribute('reduce-motion') ||
      (typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches);
    const top = this.getBoundingClientRect().top;
    const shift = poemTranslate(scrolledInto(top, window.innerHeight), { reducedMotion });
    this.style.setProperty('--rove-poem-shift', shift.toFixed(2));
    this.classList.toggle('rove-poem--still', reducedMotion);
  }
}

/** The <rove-poem> element class (no side effects: define.ts registers it). */
export function createPoemElement(): CustomElementConstructor {
  return class extends RovePoem {};
}
