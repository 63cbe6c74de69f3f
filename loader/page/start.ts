import { pageTexts } from '../../core/i18n/page-texts';
import { logOnce } from '../../core/log';
import { getSettings } from '../../core/settings/settings';
import { start as startImages } from './images';

/**
 * The page's own behaviours (README.md): one cheap query each, and a small chunk only for the
 * pages that have what it works on. Images (protected, print, responsive) concern nearly every
 * page, so they come with this chunk.
 */
const PAGE_BEHAVIOURS: readonly (readonly [string, () => Promise<{ start(): void }>])[] = [
  ['form#user-pass', () => import('./password-reset')],
  ['form#user-login-form,form#user-login', () => import('./staff-check')],
  ['a.open-vr,[data-open-vr]', () => import('./vr-viewer')],
  ['form[data-rove-form]', () => import('./tracked-forms')],
];

export function startPageBehaviours(): void {
  try {
    if (document.querySelector('img')) startImages();
  } catch (error) {
    logOnce('error', 'page:img', 'a page behaviour failed', error);
  }
  for (const [selector, load] of PAGE_BEHAVIOURS) {
    if (!document.querySelector(selector)) continue;
    // Never into the host page: a behaviour that fails to load or start is logged once. It
    // starts once a Korean page's texts are here, as the elements do (core/i18n/page-texts.ts).
    Promise.all([load(), pageTexts(getSettings().locale)])
      .then(([module]) => module.start())
      .catch((error: unknown) =>
        logOnce('error', `page:${selector}`, 'a page behaviour failed', error),
      );
  }
}
