import { logOnce } from '../../core/log';
import toggleCss from './product-toggle.css?raw';
import { FADE_MS, shopAllHref } from './product-toggle.logic';
import { rovingIndex } from '../shared/roving-index.logic';
import { PlainElement, start } from '../shared/element/plain-element';

let nextId = 0;

/**
 * `<rove-product-toggle>`: turns the server's best-sellers and new-arrivals sections into APG
 * tabs with a 200 ms fade, and points the shop-all link at the list shown (see README.md).
 * Plain DOM: both lists are the server's markup and stay it.
 */
export class RoveProductToggle extends PlainElement {
  static override styles = { 'rove-product-toggle': toggleCss };
  // Set before the definition arrived: the tab to start on.
  static override earlyProperties = ['tab'];

  #panels: HTMLElement[] = [];
  #tabs: HTMLButtonElement[] = [];
  #tablist: HTMLElement | null = null;
  #selected = 0;
  #pendingTab: string | undefined;

  /** The selected tab's name (`data-tab` of its panel). */
  get tab(): string | undefined {
    return this.#panels[this.#selected]?.dataset['tab'] ?? this.#pendingTab;
  }

  /** Selects a tab by name (before connection: the tab to start on). */
  set tab(name: string | undefined) {
    const index = this.#panels.findIndex((p) => p.dataset['tab'] === name);
    if (index >= 0) this.select(index);
    else this.#pendingTab = name;
  }

  /** Shows panel `index` (fading it in) and hides the others. */
  select(index: number, focus = false): void {
    const panel = this.#panels[index];
    if (!panel) return;
    const changed = index !== this.#selected;
    // The first selection (upgrade) is not a switch: no fade, and no reflow to restart one —
    // a forced layout of the home page there cost a phone's 4× slower CPU ~40 ms (issue 22).
    const fade = changed && this.#selected >= 0;
    this.#selected = index;
    this.#tabs.forEach((tab, i) => {
      const on = i === index;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
    });
    this.#panels.forEach((other, i) => {
      other.hidden = i !== index;
    });
    if (fade) {
      // Restart the fade-in animation for the panel just shown.
      panel.classList.remove('rove-product-toggle__panel--fade');
      void panel.offsetWidth;
      panel.classList.add('rove-product-toggle__panel--fade');
    }
    const link = this.querySelector<HTMLAnchorElement>('.rove-product-toggle__shop-all');
    const href = shopAllHref(panel.dataset['tab'], panel.dataset['href']);
    if (link && href) link.setAttribute('href', href);
    if (focus) this.#tabs[index]?.focus();
    if (changed) {
      this.dispatchEvent(
        new CustomEvent('rove:product-toggle-change', {
          bubbles: true,
          composed: true,
          detail: { tab: panel.dataset['tab'] ?? '', href: href ?? '' },
        }),
      );
    }
  }

  protected override [start](signal: AbortSignal): void {
    this.#panels = [...this.querySelectorAll<HTMLElement>(':scope > .rove-product-toggle__panel')];
    if (this.#panels.length < 2) {
      logOnce('warn', 'product-toggle-panels', 'rove-product-toggle needs two or more panels');
      return;
    }
    this.style.setProperty('--rove-product-toggle-fade', `${FADE_MS}ms`);
    this.classList.add('rove-product-toggle--ready');
    if (!this.#tablist) this.#buildTabs();
    const onClick = (event: Event) => {
      const tab = (event.target as Element | null)?.closest('[role="tab"]');
      const index = this.#tabs.indexOf(tab as HTMLButtonElement);
      if (index >= 0) this.select(index);
    };
    const onKey = (event: KeyboardEvent) => {
      const index = this.#tabs.indexOf(event.target as HTMLButtonElement);
      if (index < 0) return;
      const next = rovingIndex(event.key, index, this.#tabs.length, 'both');
      if (next === null) return;
      event.preventDefault();
      this.select(next, true);
    };
    const tablist = this.#tablist as HTMLElement;
    tablist.addEventListener('click', onClick, { signal });
    tablist.addEventListener('keydown', onKey, { signal });
    const wanted = this.getAttribute('tab') ?? this.#pendingTab;
    const initial = this.#panels.findIndex((p) => p.dataset['tab'] === wanted);
    this.#selected = -1;
    this.select(Math.max(0, initial));
  }

  #buildTabs(): void {
    const tablist = document.createElement('div');
    tablist.className = 'rove-product-toggle__tabs';
    tablist.setAttribute('role', 'tablist');
    const label = this.getAttribute('label');
    if (label) tablist.setAttribute('aria-label', label);
    const id = `rove-product-toggle-${++nextId}`;
    this.#tabs = this.#panels.map((panel, i) => {
      const title = panel.querySelector<HTMLElement>('.rove-product-toggle__title');
      const tab = document.createElement('button');
      tab.type = 'button';
      tab.className = 'rove-product-toggle__tab';
      tab.id = `${id}-tab-${i}`;
      tab.setAttribute('role', 'tab');
      tab.textContent = (title?.textContent ?? panel.dataset['tab'] ?? '').trim();
      panel.id ||= `${id}-panel-${i}`;
      tab.setAttribute('aria-controls', panel.id);
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tab.id);
      // The tab names the panel now; the server's heading would say it twice.
      title?.classList.add('rove-product-toggle__title--hidden');
      return tab;
    });
    tablist.append(...this.#tabs);
    this.insertBefore(tablist, this.firstElementChild);
    this.#tablist = tablist;
  }
}

/** The <rove-product-toggle> element class (no side effects: define.ts registers it). */
export function createProductToggleElement(): CustomElementConstructor {
  return class extends RoveProductToggle {};
}
