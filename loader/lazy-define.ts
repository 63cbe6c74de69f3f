import { logOnce } from '../core/log';
import { pageLeaving } from '../core/page-leaving';
import { nextTask } from '../core/next-task';
import { isFar } from './is-far';

/**
 * Set on the elements of a tag that will not upgrade — its chunk could not load (until it is
 * defined), or the settings switched it off — so the page's stylesheet and the kit's reserve
 * sheet give back the layout they held for the upgrade and show the server's markup in full.
 */
export const FAILED = 'data-rove-failed';

/** Imports the chunk that defines a tag; `retry` counts the earlier attempts that failed. */
export type ChunkLoader = (tag: string, retry: number) => Promise<unknown>;

/** When a tag's elements are far from the screen (is-far.ts), and when they come near (when-near.ts). */
export interface Nearness {
  isFar(element: Element): boolean;
  whenNear(elements: readonly Element[], then: () => void): void;
}

/**
 * when-near.ts, fetched the first time a tag is far. If it cannot load, the tag loads at once:
 * waiting is an optimisation, never a reason to leave a widget undefined. A key pressed while
 * it is on its way counts as when-near's first key press would (a keyboard user who starts
 * before a busy network delivers it must not be left with widgets that never upgrade).
 */
export function whenNearLater(elements: readonly Element[], then: () => void): void {
  let pressed = false;
  const press = () => (pressed = true);
  addEventListener('keydown', press, { capture: true, once: true });
  import('./when-near').then(({ whenNear }) => {
    removeEventListener('keydown', press, true);
    if (pressed) then();
    else whenNear(elements, then);
  }, then);
}

export interface LazyDefine {
  /** Settles once every tag present at start near the screen has loaded (or failed). */
  initial: Promise<void>;
  /** Stops watching the page. */
  stop(): void;
}

/**
 * Imports a widget's chunk the first time an undefined element of ours (`rove-*`) is in the
 * page — at start or later, when infinite scroll or a marketer's script inserts it — watched by
 * one MutationObserver; a tag whose every element is far below (or above) the screen waits until
 * one of them comes near. No list of tags: the chunk's address follows from the tag (see
 * loader/index.ts), so a new element costs the loader nothing. A chunk that failed to load is
 * tried again the next time its tag appears; a tag we do not ship fails once, logged; either
 * way its elements get `data-rove-failed`. A load the shopper's navigation cancelled is no
 * failure: it is made again when they stay or come Back (core/page-leaving.ts).
 *
 * @example startLazyDefine('rove-', (tag) => import(`./chunks/${tag}.js`), () => false);
 */
export function startLazyDefine(
  prefix: string,
  loadChunk: ChunkLoader,
  isDisabled: (tag: string) => boolean,
  doc: Document = document,
  nearness: Nearness = { isFar, whenNear: whenNearLater },
): LazyDefine {
  const loading = new Map<string, Promise<void>>();
  const failures = new Map<string, number>();

  // Switched off, or defined already (by us, or by another copy of the SDK).
  const wanted = (tag: string) => !isDisabled(tag) && !customElements.get(tag);

  function load(tag: string): Promise<void> | undefined {
    if (!wanted(tag)) return undefined;
    let attempt = loading.get(tag);
    if (!attempt) {
      const retry = failures.get(tag) ?? 0;
      attempt = loadChunk(tag, retry).then(
        () => undefined,
        (error: unknown) => {
          loading.delete(tag); // not cached as failed: the next appearance retries
          failures.set(tag, retry + 1);
          // Cancelled by the shopper's navigation: tried again if they stay or come Back.
          const leaving = pageLeaving();
          if (leaving) return void leaving.then(() => load(tag));
          logOnce('error', `chunk:${tag}`, `could not load <${tag}>`, error);
          // The page may hold space for the upgrade: marked, it can show its fallback instead.
          for (const element of doc.querySelectorAll(tag)) element.setAttribute(FAILED, '');
        },
      );
      loading.set(tag, attempt);
    }
    return attempt;
  }

  /**
   * Each import in a task of its own: starting one costs the main thread ~1 ms (~4 ms with a
   * phone's CPU), and a page's eight tags with the reading of their boxes made one task of
   * 40–120 ms at 4× (issue 22, a CPU profile of the home page).
   */
  const loadInTurn = (tag: string) =>
    new Promise<void>((resolve) => nextTask(() => resolve(load(tag))));

  function scan(root: Element | Document): Promise<void>[] {
    const byTag = new Map<string, Element[]>();
    // Browsers list only the elements still waiting for a definition; the filter keeps ours.
    const elements = [...root.querySelectorAll(':not(:defined)')];
    if (root instanceof Element) elements.push(root);
    for (const element of elements)
      if (element.localName.startsWith(prefix)) {
        const found = byTag.get(element.localName);
        if (found) found.push(element);
        else byTag.set(element.localName, [element]);
      }
    return [...byTag].flatMap(([tag, found]) => {
      // A switched-off tag keeps its server markup: nothing may stay held for it (a folded list,
      // a phone header's hidden menus).
      if (isDisabled(tag)) for (const element of found) element.setAttribute(FAILED, '');
      if (!wanted(tag)) return [];
      if (found.every((element) => nearness.isFar(element))) {
        nearness.whenNear(found, () => void load(tag));
        return [];
      }
      return loadInTurn(tag);
    });
  }

  const observer = new MutationObserver((records) => {
    for (const record of records)
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) void Promise.all(scan(node));
      });
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });

  return {
    initial: Promise.all(scan(doc)).then(() => undefined),
    stop: () => observer.disconnect(),
  };
}
