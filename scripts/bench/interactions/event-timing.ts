import type { Page } from 'playwright-core';

/**
 * Event Timing (PerformanceEventTiming) as INP sees it: every event entry that belongs to an
 * interaction (a tap, a click, a key), its duration from the input until the next paint after
 * its handlers. Entries under 16 ms are never reported — 16 is the lowest `durationThreshold`
 * the API allows — so an interaction without an entry was faster than that.
 */
export const EVENT_TIMING_THRESHOLD_MS = 16;

/** One event entry of an interaction, as the page reported it. */
export interface EventTimingEntry {
  /** Which document it came from: a navigation starts a new clock and new interaction ids. */
  documentId: string;
  interactionId: number;
  /** The event type (pointerdown, click, keydown …). */
  name: string;
  startTime: number;
  duration: number;
}

/** Where a step starts: the document and its clock before the benchmark touches the page. */
export interface TimelineMark {
  documentId: string;
  at: number;
}

const BINDING = '__roveEventTimingReport';

/**
 * Installed before the page's scripts: observes the interactions' event entries and keeps them
 * on `window.__roveEventTiming`; `report`, when given, also hands each entry to Node at once —
 * read in Node even after the page has gone (an interaction that leaves the page is held until
 * its entry is out: hold-navigation.ts). A page function: no helpers from outside.
 */
export function observeEventTiming(options: { report: boolean; threshold: number }): void {
  const documentId = `${performance.timeOrigin}-${Math.random().toString(36).slice(2)}`;
  const entries: unknown[] = [];
  (window as unknown as { __roveEventTiming: unknown }).__roveEventTiming = {
    documentId,
    entries,
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId: number })[]) {
      if (!entry.interactionId) continue;
      const kept = {
        documentId,
        interactionId: entry.interactionId,
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
      };
      entries.push(kept);
      if (options.report)
        (window as unknown as Record<string, (entry: unknown) => void>)[
          '__roveEventTimingReport'
        ]?.(kept);
    }
  }).observe({
    type: 'event',
    buffered: true,
    durationThreshold: options.threshold,
  } as PerformanceObserverInit);
}

/** The worst event duration among the page's own entries (the whole document, from its start). */
export async function worstEventInPage(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      0,
      ...(
        window as unknown as { __roveEventTiming: { entries: { duration: number }[] } }
      ).__roveEventTiming.entries.map((entry) => entry.duration),
    ),
  );
}

/** A page's event entries, collected in Node as they come, across its navigations. */
export interface EventTimingRecorder {
  /** The current document and its clock, before a step touches the page. */
  mark(): Promise<TimelineMark>;
  /** The entries of the marked document from the mark on. */
  entriesSince(mark: TimelineMark): EventTimingEntry[];
}

/** Installs the observer on every document the page opens, reporting to Node. */
export async function recordEventTiming(page: Page): Promise<EventTimingRecorder> {
  const entries: EventTimingEntry[] = [];
  await page.exposeBinding(BINDING, (_source, entry: EventTimingEntry) => entries.push(entry));
  await page.addInitScript(observeEventTiming, {
    report: true,
    threshold: EVENT_TIMING_THRESHOLD_MS,
  });
  return {
    mark: () =>
      page.evaluate(() => ({
        documentId: (window as unknown as { __roveEventTiming: { documentId: string } })
          .__roveEventTiming.documentId,
        at: performance.now(),
      })),
    entriesSince: (mark) =>
      entries.filter((entry) => entry.documentId === mark.documentId && entry.startTime >= mark.at),
  };
}
