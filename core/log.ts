const logged = new Set<string>();

/**
 * Logs `[rove] …` once per key per page: a broken widget on a long page should not flood
 * the console, and a host developer still sees the first report.
 *
 * @example logOnce('error', 'love:1203', 'wishlist call failed', error)
 */
export function logOnce(
  level: 'warn' | 'error' | 'info',
  key: string,
  message: string,
  detail?: unknown,
): void {
  if (logged.has(key)) return;
  logged.add(key);
  const args: unknown[] = [`[rove] ${message}`];
  if (detail !== undefined) args.push(detail);
  console[level](...args);
}

/** Clears the once-only memory (tests). */
export function resetLogOnce(): void {
  logged.clear();
}
