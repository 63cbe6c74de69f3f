import { vi } from 'vitest';

/**
 * Fresh modules as a Korean page has them: the page's Korean in place (core/i18n/ko.ts, what
 * page-texts.ts loads before any element), then `load`'s. In a fresh module graph, so the files
 * that share a worker's modules (the node project) never see another file's Korean; call
 * `vi.resetModules()` after.
 *
 * @example const { errorBanner } = await koreanModules(() => import('./submit-errors.logic'));
 */
export async function koreanModules<T>(load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  await import('../../core/i18n/ko');
  return load();
}
