/** Phones and small tablets collapse the menus behind disclosure buttons (spec/shell.md §9: 767 px). */
export const MOBILE_QUERY = '(max-width: 767px)';

let uid = 0;

/**
 * Turns each server menu marked `data-rove-menu` into a disclosure (WAI-ARIA APG) on phones:
 * a button with aria-expanded/aria-controls before it, the menu hidden until expanded. Above the
 * breakpoint the buttons hide and the menus show, as the server rendered them. Escape inside an
 * open menu closes it and returns focus to its button. Returns the function that undoes it all.
 *
 * The button is named by the menu's own aria-label (the server's words, in its language).
 *
 * @example const undo = enhanceMenus(header, window.matchMedia(MOBILE_QUERY));
 */
export function enhanceMenus(root: HTMLElement, mobile: MediaQueryList): () => void {
  const undo: (() => void)[] = [];
  for (const menu of root.querySelectorAll<HTMLElement>('[data-rove-menu]')) {
    if (menu.previousElementSibling?.hasAttribute('data-rove-menu-toggle')) continue;
    if (!menu.id) menu.id = `rove-menu-${(uid += 1)}`;
    const button = root.ownerDocument.createElement('button');
    button.type = 'button';
    button.className = 'rove-button rove-header__toggle';
    button.setAttribute('data-rove-menu-toggle', '');
    button.setAttribute('aria-controls', menu.id);
    button.setAttribute('aria-expanded', 'false');
    button.textContent = menu.getAttribute('aria-label') ?? menu.dataset['roveMenu'] ?? 'Menu';
    const setExpanded = (expanded: boolean) => {
      button.setAttribute('aria-expanded', String(expanded));
      // Only phones collapse: on wide screens the menu always shows.
      menu.hidden = mobile.matches && !expanded;
    };
    const onClick = () => setExpanded(button.getAttribute('aria-expanded') !== 'true');
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !mobile.matches || menu.hidden) return;
      setExpanded(false);
      button.focus();
    };
    const onMedia = () => setExpanded(false);
    button.addEventListener('click', onClick);
    menu.addEventListener('keydown', onKey);
    mobile.addEventListener('change', onMedia);
    menu.before(button);
    setExpanded(false);
    undo.push(() => {
      button.removeEventListener('click', onClick);
      menu.removeEventListener('keydown', onKey);
      mobile.removeEventListener('change', onMedia);
      button.remove();
      menu.hidden = false;
    });
  }
  return () => undo.forEach((step) => step());
}

/**
 * Shop-the-look and lookbook links open in a new tab (spec/shell.md §2); the server marks them with
 * `data-rove-new-tab`. noopener so the new page cannot reach back into this one.
 *
 * @example markNewTabLinks(header)
 */
export function markNewTabLinks(root: HTMLElement): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-rove-new-tab]')) {
    link.target = '_blank';
    const rel = new Set((link.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
    rel.add('noopener');
    link.setAttribute('rel', [...rel].join(' '));
  }
}
