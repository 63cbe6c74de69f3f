// @vitest-environment happy-dom
/** <rove-product-toggle> as a host page sees it: APG tabs over the server's two lists. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProductToggleElement, type RoveProductToggle } from './product-toggle.element';

beforeAll(() => {
  customElements.define('rove-product-toggle', createProductToggleElement());
});

afterEach(() => document.body.replaceChildren());

function toggle(): RoveProductToggle {
  const element = document.createElement('rove-product-toggle') as RoveProductToggle;
  element.setAttribute('label', 'Featured products');
  element.innerHTML = `<a class="rove-product-toggle__shop-all" href="/best-sellers">Shop all</a>
    <section class="rove-product-toggle__panel" data-tab="best-sellers" data-href="/best-sellers">
      <h2 class="rove-product-toggle__title">Best sellers</h2><p>Sofa</p></section>
    <section class="rove-product-toggle__panel" data-tab="new-arrivals" data-href="/new-arrivals">
      <h2 class="rove-product-toggle__title">New arrivals</h2><p>Lamp</p></section>`;
  document.body.append(element);
  return element;
}

const tabs = (el: Element) => [...el.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const panels = (el: Element) => [...el.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
const shopAll = (el: Element) =>
  el.querySelector('.rove-product-toggle__shop-all')?.getAttribute('href');

describe('<rove-product-toggle>', () => {
  it('builds a labelled tablist from the panel titles, best sellers selected', () => {
    const el = toggle();
    expect(el.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe(
      'Featured products',
    );
    expect(tabs(el).map((t) => t.textContent)).toEqual(['Best sellers', 'New arrivals']);
    expect(tabs(el).map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(tabs(el).map((t) => t.tabIndex)).toEqual([0, -1]);
    expect(panels(el).map((p) => p.hidden)).toEqual([false, true]);
    expect(panels(el)[1]?.getAttribute('aria-labelledby')).toBe(tabs(el)[1]?.id);
    expect(tabs(el)[1]?.getAttribute('aria-controls')).toBe(panels(el)[1]?.id);
    expect(shopAll(el)).toBe('/best-sellers');
  });

  it('upgrades without a fade and without reading the layout (a forced reflow on a phone)', () => {
    const reads = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get');
    const el = toggle();
    expect(reads).not.toHaveBeenCalled();
    expect(panels(el).some((p) => p.classList.contains('rove-product-toggle__panel--fade'))).toBe(
      false,
    );
  });

  it('switches with a click: fades the new list in and moves shop-all', () => {
    const el = toggle();
    const changes: unknown[] = [];
    document.addEventListener('rove:product-toggle-change', (e) =>
      changes.push((e as CustomEvent).detail),
    );
    tabs(el)[1]?.click();
    expect(panels(el).map((p) => p.hidden)).toEqual([true, false]);
    expect(panels(el)[1]?.classList.contains('rove-product-toggle__panel--fade')).toBe(true);
    expect(shopAll(el)).toBe('/new-arrivals');
    expect(el.tab).toBe('new-arrivals');
    expect(changes).toEqual([{ tab: 'new-arrivals', href: '/new-arrivals' }]);
  });

  it('follows the arrow keys, Home and End, moving focus', () => {
    const el = toggle();
    const [first, second] = tabs(el);
    first?.focus();
    first?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(document.activeElement).toBe(second);
    expect(shopAll(el)).toBe('/new-arrivals');
    second?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    expect(document.activeElement).toBe(first);
    expect(shopAll(el)).toBe('/best-sellers');
  });
});

describe('<rove-product-toggle> set up by a framework', () => {
  it('starts on a tab property set before it connects, and switches when it changes', () => {
    const element = document.createElement('rove-product-toggle') as RoveProductToggle;
    element.tab = 'new-arrivals';
    element.innerHTML = `<a class="rove-product-toggle__shop-all" href="/best-sellers">Shop all</a>
      <section class="rove-product-toggle__panel" data-tab="best-sellers"><h2 class="rove-product-toggle__title">Best sellers</h2></section>
      <section class="rove-product-toggle__panel" data-tab="new-arrivals"><h2 class="rove-product-toggle__title">New arrivals</h2></section>`;
    document.body.append(element);
    expect(element.tab).toBe('new-arrivals');
    expect(shopAll(element)).toBe('/new-arrivals');
    element.tab = 'best-sellers';
    expect(shopAll(element)).toBe('/best-sellers');
  });
});
