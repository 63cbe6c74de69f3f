import { adoptStyles } from '../../../core/adopt-styles';
import { logOnce } from '../../../core/log';
import { upgradeEarlyProperties } from './early-property';

/**
 * The two hooks a plain element implements, as `[start](signal)` and `[stop]()`. Symbols, not
 * method names: frameworks set a host's props as properties of the element (React 19 whenever
 * the name is `in` it, Preact too), and a prop that happened to be called `start` would replace a
 * named method — the elements keep their state in `#private` fields for the same reason.
 */
export const start = Symbol('start');
export const stop = Symbol('stop');

/**
 * One lifecycle for the elements that enhance the server's markup in place rather than render
 * over it, as GitHub Catalyst gives every controller one: the eight with no React at all
 * (accordion, AR tour, carousel, poem, product toggle, reviews wall, scroller, videos), and the
 * header and the two listings, whose React parts render into their markup (view-in-place.tsx:
 * behind the error boundary, gone with the connection). An element says what is its own — its
 * stylesheets, the properties a page may set before the definition arrives, what it does when it
 * starts and what it undoes when it stops — and the chores around them are done here, once, the
 * same way. The elements that replace their content with a view are createRoveElement's
 * (define-element.tsx); why the two are two classes: docs/decisions/0059.
 *
 * Every connection starts afresh with an AbortSignal of its own, aborted when the element
 * leaves the page: listeners added with it need no removal of their own, a reply that arrives
 * after the removal is ignored, a view rendered in place unmounts, and a re-inserted element
 * starts again with a new signal.
 *
 * @example class RovePoem extends PlainElement { static override styles = { 'rove-poem': css }; protected override [start](signal: AbortSignal) { window.addEventListener('scroll', update, { signal }); } }
 */
export abstract class PlainElement extends HTMLElement {
  /**
   * The kind's stylesheets by id (core/adopt-styles: each adopted once per page). Adopted before
   * every start, so that the first layout the element reads and the first frame it is painted
   * in have its rules, and whatever the start finds: they come with the definition.
   */
  static styles: Readonly<Record<string, string>> = {};

  /**
   * Properties a page or framework may set before the definition arrives. Set then, they are
   * own properties of the plain element and would hide the class's accessors: each start takes
   * them and passes them through the accessor, before `[start]` (an accessor that cannot apply
   * a value yet must remember it, as the carousel's `index` does).
   */
  static earlyProperties: readonly string[] = [];

  #connection: AbortController | undefined;

  connectedCallback(): void {
    // Called again without a removal in between: stopped first, so that nothing runs twice.
    if (this.#connection) this.disconnectedCallback();
    const connection = new AbortController();
    this.#connection = connection;
    const kind = this.constructor as typeof PlainElement;
    upgradeEarlyProperties(this, kind.earlyProperties);
    for (const [id, css] of Object.entries(kind.styles)) adoptStyles(id, css, this.ownerDocument);
    this.#start(connection.signal);
  }

  disconnectedCallback(): void {
    this.#connection?.abort();
    this.#connection = undefined;
    this[stop]();
  }

  /**
   * Enhances the server's markup, adding listeners with `signal`. Returns false when the
   * children it needs are not there: connected while the parser is still inside the tag (the
   * definition arrived first), it is called again once the document is parsed.
   */
  protected abstract [start](signal: AbortSignal): boolean | void;

  /**
   * Undoes what the aborted signal does not: timers, frames, what the element added to the
   * page. Runs on every removal — also after a start that found nothing to do, and again after a
   * failure stopped the element early — so it must expect to have nothing to undo.
   */
  protected [stop](): void {}

  #start(signal: AbortSignal): void {
    try {
      if (this[start](signal) === false && document.readyState === 'loading') {
        // With the connection's signal: an element removed before then does not start.
        document.addEventListener('DOMContentLoaded', () => this.#start(signal), { signal });
      }
    } catch (error) {
      // Never thrown into the host page: logged once per kind (the message is the key), and
      // what the element had begun is undone as a removal would, so the server's markup stays
      // usable.
      const message = `${this.localName} could not start`;
      logOnce('error', message, message, error);
      this.disconnectedCallback();
    }
  }
}
