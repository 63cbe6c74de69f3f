import type { ScrollPhase } from '../shared/paging/infinite-scroll';

// The scroller's footer: the polite status line, 'Load more' and the end message, built once
// and switched by the scroll phase. Plain DOM, as the element is.

function make<K extends keyof HTMLElementTagNameMap>(tag: K, className: string) {
  const element = document.createElement(tag);
  element.className = className;
  return element;
}

export interface ScrollerFooter {
  readonly footer: HTMLElement;
  /** Announces what a load added (role=status). */
  readonly status: HTMLParagraphElement;
  readonly button: HTMLButtonElement;
  readonly end: HTMLParagraphElement;
}

/** The footer's nodes; `onMore` runs for a press of an enabled 'Load more'. */
export function createScrollerFooter(onMore: () => void): ScrollerFooter {
  const footer = make('div', 'rove-scroller__footer');
  const status = make('p', 'rove-scroller__announce rove-visually-hidden');
  status.setAttribute('role', 'status');
  const button = make('button', 'rove-button rove-load-more rove-scroller__more');
  button.type = 'button';
  const spinner = make('span', 'rove-spinner');
  spinner.setAttribute('aria-hidden', 'true');
  const busy = make('span', 'rove-load-more__label');
  busy.append(spinner, make('span', 'rove-load-more__text'));
  button.append(make('span', 'rove-load-more__label'), busy);
  button.addEventListener('click', () => {
    if (button.getAttribute('aria-disabled') !== 'true') onMore();
  });
  const end = make('p', 'rove-load-more-end rove-scroller__end');
  end.tabIndex = -1;
  end.hidden = true;
  footer.append(status, button, end);
  return { footer, status, button, end };
}

/**
 * Shows the phase: locked → the end message (focus moves to it from the button); otherwise the
 * button, disabled while busy, with a spinner and 'Loading…' when busy is worth saying.
 */
export function renderFooterPhase(
  button: HTMLButtonElement,
  end: HTMLParagraphElement,
  phase: ScrollPhase,
  text: { busy: boolean; end: string; loading: string; more: string },
): void {
  if (phase === 'locked') {
    const hadFocus = button === document.activeElement;
    button.hidden = true;
    end.hidden = false;
    end.textContent = text.end;
    if (hadFocus) end.focus();
    return;
  }
  button.hidden = false;
  end.hidden = true;
  button.setAttribute('aria-disabled', String(phase === 'busy'));
  // Both labels stay in the button, one hidden, so its width never changes (load-more.css).
  const [idle, busy] = button.children;
  const busyText = busy?.lastElementChild;
  if (!idle || !busy || !busyText) return;
  idle.textContent = text.more;
  busyText.textContent = text.loading;
  idle.setAttribute('aria-hidden', String(text.busy));
  busy.setAttribute('aria-hidden', String(!text.busy));
}
