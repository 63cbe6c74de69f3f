/** When the SDK started on the page, against its paints and load: read in the page. */
export interface SdkStart {
  /** Paints the page reported before the SDK's first file was asked for. */
  paintsBefore: number;
  /** When the load event ended (ms on the page's clock). */
  loadEnd: number;
  /** When the SDK's first file was asked for. */
  firstChunk: number;
}

/** Runs in the page (passed to an evaluate): only browser globals. */
export function readSdkStart(): SdkStart {
  const firstChunk = Math.min(
    ...performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/rove/chunks/'))
      .map((entry) => entry.startTime),
  );
  return {
    paintsBefore: performance
      .getEntriesByType('paint')
      .filter((entry) => entry.startTime < firstChunk).length,
    loadEnd: (performance.getEntriesByType('navigation')[0]?.toJSON() as { loadEventEnd: number })
      .loadEventEnd,
    firstChunk,
  };
}
