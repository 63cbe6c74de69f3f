import { logOnce } from '../core/log';
import type { RegistryEntry } from './registry';

export interface LazyDefine {
  /** Settles once every tag present at start has loaded (or failed). */
  initial: Promise<void>;
  /** Stops watching the page. */
  stop(): void;
}

/**
 * Imports a widget's chunk the first time its tag is in the page — at start or later, when
 * infinite scroll or a marketer's script inserts it — watched by one MutationObserver.
 * A chunk that failed to load is tried again the next time its tag appears.
 *
 * @example startLazyDefine(REGISTRY, (tag) => false, document);
 */
export function startLazyDefine(
  entries: readonly RegistryEntry[],
  isDisabled: (tag: string) => boolean,
  doc: Document = document,
): LazyDefine {
  const waiting = new Map<string, RegistryEntry>();
  for (const entry of entries) {
    if (isDisabled(entry.tag)) continue;
    if (customElements.get(entry.tag)) continue; // defined by another copy of the SDK
    waiting.set(entry.tag, entry);
  }
  const loading = new Map<string, Promise<void>>();

  function load(entry: RegistryEntry): Promise<void> {
    const existing = loading.get(entry.tag);
    if (existing) return existing;
    const attempt = entry.load().then(
      () => {
        waiting.delete(entry.tag);
        if (waiting.size === 0) observer.disconnect();
      },
      (error: unknown) => {
        loading.delete(entry.tag); // not cached as failed: the next appearance retries
        logOnce(
          'error',
          `chunk:${entry.tag}`,
          `could not load <${entry.tag}>; it keeps its fallback content`,
          error,
        );
      },
    );
    loading.set(entry.tag, attempt);
    return attempt;
  }

  function scan(root: Element | Document): Promise<void>[] {
    if (waiting.size === 0) return [];
    const selector = [...waiting.keys()].join(',');
    const found = new Set<string>();
    if (root instanceof Element && root.matches(selector)) found.add(root.localName);
    root.querySelectorAll(selector).forEach((element) => found.add(element.localName));
    return [...found].flatMap((tag) => {
      const entry = waiting.get(tag);
      return entry ? [load(entry)] : [];
    });
  }

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) void Promise.all(scan(node));
      });
    }
  });
  if (waiting.size > 0) observer.observe(doc.documentElement, { childList: true, subtree: true });

  return {
    initial: Promise.all(scan(doc)).then(() => undefined),
    stop: () => observer.disconnect(),
  };
}
