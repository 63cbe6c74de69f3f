import { taskPoster } from '../core/next-task';

/** A page file the host may name (`chunks/<name>.js`); anything else is ignored. */
const CHUNK = /^chunks\/[\w.-]+\.js$/;

/**
 * Links added per task. Each `<link rel="modulepreload">` costs the main thread ~0.4–1 ms as it
 * is added (its fetch starts then), ~4 ms on a phone's 4× slower CPU: eight a task made tasks
 * of 30–37 ms there, and with the paint observer's own work one of 55–110 ms (issue 22, traced
 * on the demo host: `scripts/bench/sdk-tasks-versus.ts`). Two keep each under ~10 ms.
 */
export const PER_TASK = 2;

/**
 * Asks for files at once, at low priority, instead of one round trip per import level: what
 * every page needs, and the files the host names for its elements in
 * `<meta name="rove-preload" content="chunks/… chunks/…">` (README "Deploying"; the demo host
 * prints it from dist/manifest.json), relative to `base` (loader.js). Added PER_TASK at a time,
 * yielding between (a posted message, not a timer: a paused clock must not hold them). A file
 * the host also hinted with its own `<link rel="modulepreload">` is fetched once: both land in
 * the same module map. Browsers without modulepreload ignore the links and import as before.
 */
export function preload(files: readonly string[], base: string, doc: Document = document): void {
  const named = doc.querySelector<HTMLMetaElement>('meta[name=rove-preload]');
  const queue = [...new Set([...files, ...(named?.content.split(/\s+/) ?? [])])].filter((file) =>
    CHUNK.test(file),
  );
  const addSome = () => {
    for (const file of queue.splice(0, PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(file, base).href;
      link.setAttribute('fetchpriority', 'low');
      doc.head.append(link);
    }
    if (queue.length > 0) taskPoster(addSome)();
  };
  // In a task of its own: the caller's (the paint observer's) has its own work. A poster called
  // at once, as nextTask does: loader.js holds only the poster, which the paint needs anyway.
  taskPoster(addSome)();
}
