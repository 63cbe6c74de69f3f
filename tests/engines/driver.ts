/**
 * What a journey asks of a browser: the same few calls in Firefox (puppeteer-core over WebDriver
 * BiDi) and WebKitGTK (selenium-webdriver over WebKitWebDriver), so one journey file serves both
 * engines (docs/decisions/0002). Everything else a journey needs it reads in the page with
 * `evaluate`.
 */
export interface EngineDriver {
  /** The engine and its version, as the browser reports it: 'Firefox 153.7.0'. */
  readonly label: string;
  /** A new visitor: no cookies or storage from an earlier journey, one tab at about:blank. */
  newVisitor(): Promise<void>;
  /** Opens a path of the demo host ('/cart') and waits for the page's load event. */
  goto(path: string): Promise<void>;
  url(): Promise<string>;
  /** The browser's Back button; resolves once the previous entry is shown. */
  back(): Promise<void>;
  /**
   * Runs `fn` in the page and returns its (awaited, JSON-like) result. `fn` is sent as source:
   * it may use only its arguments and the page's globals.
   */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** The same inside the iframe the target names. */
  evaluateInFrame<R>(frame: Target, fn: () => R): Promise<Awaited<R>>;
  /** A real pointer click in the middle of the target, once it is there, visible and enabled. */
  click(target: Target): Promise<void>;
  /** Focuses the target and types `text` key by key. */
  type(target: Target, text: string): Promise<void>;
  /** Chooses the option with this text in the <select> the target names. */
  select(target: Target, optionText: string): Promise<void>;
  /** A key pressed on whatever has focus. */
  press(key: 'Enter' | 'Escape'): Promise<void>;
  close(): Promise<void>;
}

/**
 * An element of the page: a CSS selector, or the first visible match whose accessible name
 * (aria-label, aria-labelledby, its <label>, else its text; spaces collapsed) is `name` or
 * starts with `nameStarts` — the way a shopper (and getByRole) finds a control.
 */
export type Target = string | { css: string; name?: string; nameStarts?: string };

/** How long an action waits for its target, and a check for its state (vitest config too). */
export const WAIT_MS = 15_000;

/**
 * What {@link findTarget} gives back: the element itself (for the drivers' actions), whether
 * one is shown, its text, its form value or checked state, or an attribute ('@aria-pressed').
 */
export type TargetRead = 'element' | 'shown' | 'text' | 'value' | 'checked' | `@${string}`;

/** Arguments for {@link findTarget}, from a Target. */
export function targetArgs(
  target: Target,
  read: TargetRead,
): [string, string | null, string | null, TargetRead] {
  return typeof target === 'string'
    ? [target, null, null, read]
    : [target.css, target.name ?? null, target.nameStarts ?? null, read];
}

/** Names a Target in an error message. */
function describeTarget(target: Target): string {
  return typeof target === 'string' ? target : JSON.stringify(target);
}

/**
 * What a driver needs to find a target's element: the in-page finder and its arguments, the
 * target's name for errors, and the error for one that never showed.
 */
export function elementLookup(target: Target) {
  const name = describeTarget(target);
  return {
    find: findTarget,
    args: targetArgs(target, 'element'),
    name,
    neverShowed: (error: unknown) =>
      new Error(`${name} never showed: ${error instanceof Error ? error.message : String(error)}`),
  };
}

/**
 * Runs in the page (sent as source, so self-contained): finds the first visible element
 * matching `css` with that accessible name (and, to act on it, enabled) and reads it; null when
 * there is none (false for 'shown').
 */
export function findTarget(
  css: string,
  name: string | null,
  nameStarts: string | null,
  read: TargetRead,
) {
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return squash(byIds(labelledBy));
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return squash([...labels].map((l) => l.textContent).join(' '));
    return squash(element.textContent);
  };
  const visible = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const found = [...document.querySelectorAll(css)].find((element) => {
    if (!visible(element)) return false;
    // An element to act on must also take input: a disabled control ignores a click.
    if (read === 'element' && element.matches(':disabled')) return false;
    const named = nameOf(element);
    return (
      (name === null || named === name) && (nameStarts === null || named.startsWith(nameStarts))
    );
  });
  if (read === 'shown') return Boolean(found);
  if (!found) return null;
  if (read === 'element') return found;
  if (read === 'text') return squash(found.textContent);
  if (read === 'value') return (found as HTMLInputElement).value;
  if (read === 'checked') return (found as HTMLInputElement).checked;
  return found.getAttribute(read.slice(1));
}
