/**
 * Texts of <rove-ar-tour> (spec/product.md §2, §4 name the tour's parts without wording them). The
 * title and the launcher's label can come from the element's `label` and `launch-label`
 * attributes instead. Kept beside the widget so only its chunk carries them; the same shape as
 * core/i18n's tables, read with `translator`.
 *
 * @example translator(arTourMessages, 'en_US')('position', { number: 2, count: 4 }) // 'Tip 2 of 4'
 */
export const arTourMessages = {
  en: {
    title: 'Planner tips',
    launch: 'Show tips',
    close: 'Close tour',
    previous: 'Previous',
    next: 'Next',
    done: 'Done',
    position: 'Tip {number} of {count}',
  },
  ko: {
    title: '플래너 사용 팁',
    launch: '팁 보기',
    close: '둘러보기 닫기',
    previous: '이전',
    next: '다음',
    done: '완료',
    position: '팁 {number}/{count}',
  },
} as const;
