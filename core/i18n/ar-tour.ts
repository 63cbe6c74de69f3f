import type { KoreanOnDemand } from './korean-on-demand';

// The English of arTourMessages (below).
const en = {
  title: 'Planner tips',
  launch: 'Show tips',
  close: 'Close tour',
  previous: 'Previous',
  next: 'Next',
  done: 'Done',
  position: 'Tip {number} of {count}',
} as const;

/**
 * Texts of <rove-ar-tour> (the specification names the tour's parts without wording them). The
 * title and the launcher's label can come from the element's `label` and `launch-label`
 * attributes instead.
 *
 * @example translator(arTourMessages, 'en_US')('position', { number: 2, count: 4 }) // 'Tip 2 of 4'
 *
 * Korean: ar-tour.ko.ts, in the page's Korean texts (ko.ts), which only a Korean page loads.
 */
export const arTourMessages: KoreanOnDemand<typeof en> = { en, koreanName: 'arTour' };
