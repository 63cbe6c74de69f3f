import { logOnce } from '../core/log';
import type { ChunkLoader } from './registry';

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
  registry: Readonly<Record<string, ChunkLoader>>,
  isDisabled: (tag: string) => boolean,
  doc: Document = document,
): LazyDefine {
  const waiting = new Map<string, ChunkLoader>();
  for (const [tag, loadChunk] of Object.entries(registry)) {
    // Skipped: switched off, or already defined by another copy of the SDK.
    if (!isDisabled(tag) && !customElements.get(tag)) waiting.set(tag, loadChunk);
  }
  const loading = new Map<string, Promise<void>>();

  function load(tag: string, loadChunk: ChunkLoader): Promise<void> {
    const existing = loading.get(tag);
    if (existing) return existing;
    const attempt = loadChunk().then(
      () => {
        waiting.delete(tag);
        if (waiting.size === 0) observer.disconnect();
      },
      (error: unknown) => {
        loading.delete(tag); // not cached as failed: the next appearance retries
        logOnce('error', `chunk:${tag}`, `could not load <${tag}>`, error);
      },
    );
    loading.set(tag, attempt);
    return attempt;
  }

  function scan(root: Element | Document): Promise<void>[] {
    if (waiting.size === 0) return [];
    const selector = [...waiting.keys()].join(',');
    const found = new Set<string>();
    if (root instanceof Element && root.matches(selector)) found.add(root.localName);
    root.querySelectorAll(selector).forEach((element) => found.add(element.localName));
    return [...found].flatMap((tag) => {
      const loadChunk = waiting.get(tag);
      return loadChunk ? [load(tag, loadChunk)] : [];
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
