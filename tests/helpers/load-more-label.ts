/**
 * What a 'Load more' button shows and is named by: the one of its two labels that is not hidden
 * (widgets/shared/paging/load-more.css keeps both, so the button's width never changes).
 *
 * @example expect(shownLabel(button)).toBe('Load more reviews');
 */
export function shownLabel(button: Element | null | undefined): string | null | undefined {
  return button?.querySelector('.rove-load-more__label:not([aria-hidden="true"])')?.textContent;
}
