import { logOnce } from '../core/log';

/**
 * Set on the elements of a tag whose chunk could not load (until it is defined), so the page's
 * stylesheet can give back the space it held for the upgrade and show the fallback in full.
 */
export const FAILED = 'data-rove-failed';

/** Imports the chunk that defines a tag; `retry` counts the earlier attempts that failed. */
export type ChunkLoader = (tag: string, retry: number) => Promise<unknown>;

export interface LazyDefine {
  /** Settles once every tag present at start has loaded (or failed). */
  initial: Promise<void>;
  /** Stops watching the page. */
  stop(): void;
}

/**
 * Imports a widget's chunk the first time an undefined element of ours (`rove-*`) is in the
 * page — at start or later, when infinite scroll or a marketer's script inserts it — watched by
 * one MutationObserver. No list of tags: the chunk's address follows from the tag (see
 * loader/index.ts), so a new element costs the loader nothing. A chunk that failed to load is
 * tried again the next time its tag appears; a tag we do not ship fails once, logged; either
 * way its elements get `data-rove-failed`.
 *
 * @example startLazyDefine('rove-', (tag) => import(`./chunks/${tag}.js`), () => false);
 */
export function startLazyDefine(
  prefix: string,
  loadChunk: ChunkLoader,
  isDisabled: (tag: string) => boolean,
  doc: Document = document,
): LazyDefine {
  const loading = new Map<string, Promise<void>>();
  const failures = new Map<string, number>();

  function load(tag: string): Promise<void> | undefined {
    // Switched off, or defined already (by us, or by another copy of the SDK).
    if (isDisabled(tag) || customElements.get(tag)) return undefined;
    let attempt = loading.get(tag);
    if (!attempt) {
      const retry = failures.get(tag) ?? 0;
      attempt = loadChunk(tag, retry).then(
        () => undefined,
        (error: unknown) => {
          loading.delete(tag); // not cached as failed: the next appearance retries
          failures.set(tag, retry + 1);
          logOnce('error', `chunk:${tag}`, `could not load <${tag}>`, error);
          // The page may hold space for the upgrade: marked, it can show its fallback instead.
          for (const element of doc.querySelectorAll(tag)) element.setAttribute(FAILED, '');
        },
      );
      loading.set(tag, attempt);
    }
    return attempt;
  }

  function scan(root: Element | Document): Promise<void>[] {
    const tags = new Set<string>();
    // Browsers list only the elements still waiting for a definition; the filter keeps ours.
    const elements = [...root.querySelectorAll(':not(:defined)')];
    if (root instanceof Element) elements.push(root);
    for (const element of elements)
      if (element.localName.startsWith(prefix)) tags.add(element.localName);
    return [...tags].flatMap((tag) => load(tag) ?? []);
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
