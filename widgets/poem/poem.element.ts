import { adoptStyles } from '../../core/adopt-styles';
import { logOnce } from '../../core/log';
import poemCss from './poem.css?raw';
import { poemTranslate, scrolledInto } from './poem.logic';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * `<rove-poem>`: the home page's scroll-pinned poem (see README.md). Its `.rove-poem__text`
 * rises by scroll × 0.07 %, up to 67 %, through a CSS custom property read by a transform, so
 * nothing is laid out again. Plain DOM: the poem is the server's text and stays it.
 */
export class RovePoem extends HTMLElement {
  #frame = 0;
  #cleanups: (() => void)[] = [];

  connectedCallback(): void {
    try {
      adoptStyles('rove-poem', poemCss, this.ownerDocument);
      this.classList.add('rove-poem--ready');
      // Passive: the listener never delays scrolling; the work waits for the next frame.
      const onScroll = () => this.#schedule();
      window.addEventListener('scroll', onScroll, { passive: true });
      window.addEventListener('resize', onScroll, { passive: true });
      this.#cleanups.push(() => {
        window.removeEventListener('scroll', onScroll);
        window.removeEventListener('resize', onScroll);
      });
      if (typeof matchMedia === 'function') {
        const motion = matchMedia(REDUCED_MOTION);
        motion.addEventListener('change', onScroll);
        this.#cleanups.push(() => motion.removeEventListener('change', onScroll));
      }
      this.#update();
    } catch (error) {
      logOnce('error', 'poem-failed', 'rove-poem could not start', error);
    }
  }

  disconnectedCallback(): void {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    for (const cleanup of this.#cleanups) cleanup();
    this.#cleanups = [];
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
