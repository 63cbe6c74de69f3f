/** Cookie names the SDK reads or writes; the CMS uses the same ones. */
export const COOKIE = {
  /** The warehouse location: US CA AU KR UK HK (seed 000 §3). */
  warehouse: 'rove_warehouse',
  /** Grid size on listings, 14 days (seed 000 §9). */
  grid: 'rove_grid',
} as const;
