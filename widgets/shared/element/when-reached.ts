import { nextTask } from '../../../core/next-task';

/**
 * What shows a shopper reaching for an element: a mouse over it (a click follows within a few
 * hundred milliseconds), a finger or pen pressing it (pointerover comes first on a touch screen
 * too), or the focus entering it (the keyboard, a screen reader's form mode, an autofocus).
 */
const REACH = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * Calls `then` once, in the task after the shopper first reaches for `element`, and returns a
 * function that stops waiting. For an element whose server content already works on its own
 * (the header's search form): its first render is one of a page's longest tasks on a phone
 * (30–50 ms at 4×, issue 22), which a shopper who never touches it should not pay for while the
 * page loads. The task after, not the event's own: a press has finished moving the focus into
 * the server's field by then, so the view can read it and take it over. Capture phase: nothing
 * inside can stop it.
 *
 * @example const stop = whenReached(searchElement, () => mountView()); // stop() on disconnect
 */
export function whenReached(element: Element, then: () => void): () => void {
  const stop = () => {
    for (const type of REACH) element.removeEventListener(type, reached, true);
  };
  function reached(): void {
    stop();
    nextTask(then);
  }
  for (const type of REACH) element.addEventListener(type, reached, true);
  return stop;
}
