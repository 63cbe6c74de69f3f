import { startsNavigation } from './header.paths';

/** `data-rove-loading` on <html> while a page request runs, for host CSS too. */
export const LOADING_ATTRIBUTE = 'data-rove-loading';

export interface LoadingState {
  /** One more request under way; call the returned function when it ends. */
  begin(): () => void;
  stop(): void;
}

/**
 * The global loading state (spec/shell.md §4): a thin bar at the top of the page while a page
 * request runs. What counts: (1) a same-origin page load in this tab that starts from a link
 * click or a form submit nobody cancelled — it lasts until the page goes (or comes back from
 * the back/forward cache); (2) the header's own fetches (live info), through begin(). Other
 * widgets' calls show their own busy states.
 *
 * @example const loading = createLoadingState(header, 'Loading'); const end = loading.begin();
 */
export function createLoadingState(host: HTMLElement, label: string): LoadingState {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const bar = doc.createElement('div');
  bar.className = 'rove-header__progress';
  bar.setAttribute('role', 'progressbar');
  bar.setAttribute('aria-label', label);
  bar.hidden = true;
  host.prepend(bar);
  let running = 0;
  let navigating = false;
  const render = () => {
    const busy = navigating || running > 0;
    bar.hidden = !busy;
    if (busy) doc.documentElement.setAttribute(LOADING_ATTRIBUTE, '');
    else doc.documentElement.removeAttribute(LOADING_ATTRIBUTE);
  };
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented) return; // a widget handled it (flyout, search…)
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link instanceof HTMLAnchorElement && startsNavigation(link, event, win.location.href)) {
      navigating = true;
      render();
    }
  };
  const onSubmit = (event: SubmitEvent) => {
    if (event.defaultPrevented) return;
    const form = event.target as HTMLFormElement;
    const target = form.getAttribute('target');
    let sameOrigin = false;
    try {
      sameOrigin = new URL(form.action, win.location.href).origin === win.location.origin;
    } catch {
      // an unparsable action does not navigate anywhere we know of
    }
    if (sameOrigin && (!target || target === '_self')) {
      navigating = true;
      render();
    }
  };
  // Back from the back/forward cache, or a download that never left the page.
  const onPageShow = () => {
    navigating = false;
    render();
  };
  // Bubble phase on window: runs after the page's and the widgets' own handlers.
  win.addEventListener('click', onClick);
  win.addEventListener('submit', onSubmit);
  win.addEventListener('pageshow', onPageShow);
  return {
    begin() {
      running += 1;
      render();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        running -= 1;
        render();
      };
    },
    stop() {
      win.removeEventListener('click', onClick);
      win.removeEventListener('submit', onSubmit);
      win.removeEventListener('pageshow', onPageShow);
      bar.remove();
      doc.documentElement.removeAttribute(LOADING_ATTRIBUTE);
    },
  };
}
