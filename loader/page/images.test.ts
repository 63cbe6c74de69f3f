// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { addResponsiveSources, showOriginals, start } from './images';

const contextMenu = (target: Element): boolean => {
  const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('protected product images (spec/shell.md §2)', () => {
  it('blocks the menu on card images and [data-rove-protect] images only', () => {
    document.body.innerHTML = `
      <article class="product-card"><a class="product-card__link" href="/p"><img id="card" src="/a.svg"><h3 id="title">Sofa</h3></a></article>
      <figure data-rove-protect><img id="inside" src="/b.svg"></figure>
      <img id="marked" data-rove-protect src="/c.svg">
      <img id="plain" src="/d.svg"><a id="link" href="/x">x</a>`;
    start(document);
    start(document); // a second start adds no second listener (nothing to observe but no throw)
    const byId = (id: string) => document.getElementById(id)!;
    expect(contextMenu(byId('card'))).toBe(true);
    expect(contextMenu(byId('inside'))).toBe(true);
    expect(contextMenu(byId('marked'))).toBe(true);
    expect(contextMenu(byId('title'))).toBe(false);
    expect(contextMenu(byId('plain'))).toBe(false);
    expect(contextMenu(byId('link'))).toBe(false);
  });

  it('covers cards added after start (infinite scroll)', () => {
    start(document);
    document.body.innerHTML = '<div class="product-card"><img id="late" src="/e.svg"></div>';
    expect(contextMenu(document.getElementById('late')!)).toBe(true);
  });
});

describe('print shows originals', () => {
  it('makes lazy images eager and moves data-src / data-srcset into place once', () => {
    document.body.innerHTML = `
      <img id="native" loading="lazy" src="/n.svg">
      <img id="data" src="data:image/gif;base64,R0lGOD" data-src="/orig.svg" data-srcset="/orig.svg?w=768 768w">`;
    start(document);
    window.dispatchEvent(new Event('beforeprint'));
    const native = document.getElementById('native') as HTMLImageElement;
    const data = document.getElementById('data') as HTMLImageElement;
    expect(native.loading).toBe('eager');
    expect(data.getAttribute('src')).toBe('/orig.svg');
    expect(data.getAttribute('srcset')).toBe('/orig.svg?w=768 768w');
    expect(data.hasAttribute('data-src')).toBe(false);
    // A second print signal finds nothing left to swap.
    data.setAttribute('src', '/changed-by-host.svg');
    showOriginals(document);
    expect(data.getAttribute('src')).toBe('/changed-by-host.svg');
  });
});

describe('responsive widths 320/480/768', () => {
  it('adds the srcset and sizes to same-origin images that ask for it', () => {
    document.body.innerHTML = `
      <img id="r" data-rove-responsive="(min-width: 768px) 50vw, 100vw" src="/images/product/7.svg">
      <img id="d" data-rove-responsive src="/images/product/8.svg?oid=3">
      <img id="x" data-rove-responsive src="https://cdn.elsewhere.example/9.jpg">
      <img id="s" data-rove-responsive src="/10.svg" srcset="/own.svg 1x">`;
    addResponsiveSources(document);
    const img = (id: string) => document.getElementById(id) as HTMLImageElement;
    expect(img('r').getAttribute('srcset')).toBe(
      '/images/product/7.svg?w=320 320w, /images/product/7.svg?w=480 480w, /images/product/7.svg?w=768 768w',
    );
    expect(img('r').getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw');
    expect(img('d').getAttribute('sizes')).toBe('100vw');
    expect(img('d').getAttribute('srcset')).toContain('/images/product/8.svg?oid=3&w=480 480w');
    expect(img('x').hasAttribute('srcset')).toBe(false);
    expect(img('s').getAttribute('srcset')).toBe('/own.svg 1x');
  });
});
