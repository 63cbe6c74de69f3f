import { PlainElement, start, stop } from '../shared/element/plain-element';
import accordionCss from './accordion.css?raw';
import { nextOpen } from './accordion.logic';
import { rovingIndex } from '../shared/roving-index.logic';

let uid = 0;

interface Item {
  button: HTMLButtonElement;
  panel: HTMLElement;
  /** Puts the server's heading back as it was. */
  restore: () => void;
}

/**
 * <rove-accordion>: the WAI-ARIA APG accordion over server markup
 * (`.rove-accordion__item > .rove-accordion__heading + .rove-accordion__panel`). Without
 * JavaScript every answer shows; once upgraded each heading holds a button (aria-expanded,
 * aria-controls) and each panel is a labelled region, all closed; opening one closes the
 * others (one item open at a time, spec/product.md §2). Arrow keys, Home and End move between the
 * headers. A plain element: no React needed for a few attributes. Removing it restores the
 * server's markup.
 */
export class RoveAccordion extends PlainElement {
  static override styles = { 'rove-accordion': accordionCss };

  private items: Item[] = [];
  private open = -1;

  protected override [start](signal: AbortSignal): void {
    const id = `rove-accordion-${++uid}`;
    for (const [n, item] of [
      ...this.querySelectorAll(':scope > .rove-accordion__item'),
    ].entries()) {
      const heading = item.querySelector<HTMLElement>(':scope > .rove-accordion__heading');
      const panel = item.querySelector<HTMLElement>(':scope > .rove-accordion__panel');
      if (!heading || !panel) continue;
      const index = this.items.length;
      const button = this.ownerDocument.createElement('button');
      button.type = 'button';
      button.className = 'rove-accordion__trigger';
      button.id = `${id}-header-${n}`;
      button.setAttribute('aria-controls', `${id}-panel-${n}`);
      button.setAttribute('aria-expanded', 'false');
      const content = [...heading.childNodes];
      button.append(...content);
      heading.append(button);
      panel.id = `${id}-panel-${n}`;
      panel.setAttribute('role', 'region');
      panel.setAttribute('aria-labelledby', button.id);
      panel.hidden = true;
      button.addEventListener('click', () => this.toggle(index), { signal });
      button.addEventListener(
        'keydown',
        (event) => {
          const target = rovingIndex(event.key, index, this.items.length, 'vertical');
          if (target === null) return;
          event.preventDefault();
          this.items[target]?.button.focus();
        },
        { signal },
      );
      this.items.push({
        button,
        panel,
        restore: () => {
          heading.replaceChildren(...button.childNodes);
          for (const name of ['id', 'role', 'aria-labelledby']) panel.removeAttribute(name);
          panel.hidden = false;
        },
      });
    }
    this.classList.add('rove-accordion--ready');
  }

  protected override [stop](): void {
    for (const item of this.items) item.restore();
    this.items = [];
    this.open = -1;
    this.classList.remove('rove-accordion--ready');
  }

  /** Opens item `index` (closing the open one), or closes it if it is the open one. */
  toggle(index: number): void {
    this.open = nextOpen(this.open, index);
    this.items.forEach((item, n) => {
      const expanded = n === this.open;
      item.button.setAttribute('aria-expanded', String(expanded));
      item.panel.hidden = !expanded;
    });
  }
}

export function createAccordionElement(): CustomElementConstructor {
  return class extends RoveAccordion {};
}
