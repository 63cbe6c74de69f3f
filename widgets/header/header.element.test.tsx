// @vitest-environment happy-dom
/**
 * <rove-header> as a host page sees it: the server's header inside; disclosure buttons on phones,
 * new-tab links, the cart flyout with its 500 ms lock, the loading bar and live info out.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHeaderElement } from './header.element';
import { printSettings } from '../../tests/helpers/page-settings';
import { setUpElementTests } from '../shared/testing/element-tests';

let mobile = true;
function stubMatchMedia() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('max-width') ? mobile : !mobile,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

function serveLiveInfo() {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      urls.push(new URL(request.url));
      return new Response(JSON.stringify({ ok: true, cart_count: 2, love_count: 0 }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return urls;
}

const SERVER_HEADER = `
  <header class="site-header">
    <rove-cart-count data-rove-cart-flyout><a href="/cart">Cart 2</a></rove-cart-count>
    <nav id="nav-primary" aria-label="Categories" data-rove-menu="primary">
      <ul><li><a href="/category/sofas">Sofas</a></li></ul>
    </nav>
    <nav aria-label="Account" data-rove-menu="secondary">
      <ul><li><a href="/shop-the-look/room/living-room" data-rove-new-tab>Shop the look</a></li></ul>
    </nav>
  </header>`;

function mount(): HTMLElement {
  const element = document.createElement('rove-header');
  element.innerHTML = SERVER_HEADER;
  document.body.replaceChildren(element);
  return element;
}

describe('<rove-header>', () => {
  setUpElementTests({ 'rove-header': createHeaderElement });
  beforeEach(() => {
    mobile = true;
    stubMatchMedia();
    printSettings({ basePath: '/', cart: { count: 2 } });
  });

  it('keeps the server markup and adds a disclosure button per menu on phones', () => {
    serveLiveInfo();
    const element = mount();
    const primary = element.querySelector<HTMLElement>('#nav-primary');
    const button = primary?.previousElementSibling as HTMLButtonElement;
    expect(button.tagName).toBe('BUTTON');
    expect(button.textContent).toBe('Categories');
    expect(button.getAttribute('aria-controls')).toBe('nav-primary');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(primary?.hidden).toBe(true);
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(primary?.hidden).toBe(false);
    primary
      ?.querySelector('a')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(primary?.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
    // The secondary menu gets an id to be controlled by.
    const secondary = element.querySelector<HTMLElement>('[data-rove-menu="secondary"]');
    expect(secondary?.id).not.toBe('');
    expect(element.querySelectorAll('[data-rove-menu-toggle]')).toHaveLength(2);
  });

  it('shows the menus and no collapsed state on wide screens', () => {
    serveLiveInfo();
    mobile = false;
    stubMatchMedia();
    const element = mount();
    expect(element.querySelector<HTMLElement>('#nav-primary')?.hidden).toBe(false);
  });

  it('opens shop-the-look links in a new tab, without opener', () => {
    serveLiveInfo();
    const link = mount().querySelector('a[data-rove-new-tab]');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener');
  });

  it('opens the cart flyout from the cart link; backdrop closes wait 500 ms', async () => {
    serveLiveInfo();
    const element = mount();
    const cartLink = element.querySelector<HTMLAnchorElement>('[data-rove-cart-flyout] a');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    cartLink?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const dialog = await vi.waitFor(() => {
      const found = element.querySelector('dialog.rove-cart-flyout');
      if (!found) throw new Error('no flyout yet');
      return found as HTMLDialogElement;
    });
    expect(dialog.textContent).toContain('2 items in your cart');
    expect(dialog.querySelector('a')?.getAttribute('href')).toBe('/cart');
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true })); // on the backdrop
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(element.querySelector('dialog.rove-cart-flyout')).not.toBeNull();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 600);
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await vi.waitFor(() => expect(element.querySelector('dialog.rove-cart-flyout')).toBeNull());
    expect(document.activeElement).toBe(cartLink);
  });

  it('lets a modified click on the cart link through', () => {
    serveLiveInfo();
    const element = mount();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    element.querySelector('[data-rove-cart-flyout] a')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('calls live info with init=1 on load and shows the loading bar while it runs', async () => {
    const urls = serveLiveInfo();
    const element = mount();
    const bar = element.querySelector<HTMLElement>('.rove-header__progress');
    expect(bar?.getAttribute('role')).toBe('progressbar');
    await vi.waitFor(() => expect(urls).toHaveLength(1));
    expect(urls[0]?.searchParams.get('init')).toBe('1');
    await vi.waitFor(() => expect(bar?.hidden).toBe(true));
  });

  it('cleans up when removed', () => {
    serveLiveInfo();
    const element = mount();
    element.remove();
    expect(element.querySelector('[data-rove-menu-toggle]')).toBeNull();
    expect(element.querySelector('.rove-header__progress')).toBeNull();
  });

  it('starts afresh when moved: one set of buttons, and the flyout opens once', async () => {
    serveLiveInfo();
    const element = mount() as HTMLElement & { openCart(): void };
    element.openCart();
    await vi.waitFor(() => expect(element.querySelector('dialog.rove-cart-flyout')).not.toBeNull());
    const elsewhere = document.createElement('div');
    document.body.append(elsewhere);
    elsewhere.append(element);
    expect(element.querySelectorAll('[data-rove-menu-toggle]')).toHaveLength(2);
    expect(element.querySelectorAll('.rove-header__progress')).toHaveLength(1);
    expect(element.querySelector('dialog.rove-cart-flyout')).toBeNull();
    element.openCart();
    await vi.waitFor(() =>
      expect(element.querySelectorAll('dialog.rove-cart-flyout')).toHaveLength(1),
    );
    expect(element.querySelectorAll('.rove-header__flyout')).toHaveLength(1);
  });
});
