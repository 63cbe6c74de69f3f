// @vitest-environment happy-dom
/**
 * <rove-product-media> as a host page sees it: the server's image wrapped in the tag, settings
 * in, the gallery, zoom, video and lookbook links out. Runs under React and again under
 * preact/compat.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { emit } from '../../core/bus';
import { createProductMediaElement } from './product-media.element';
import { printSettings } from '../../tests/helpers/page-settings';
import { mountOnServerPage, setUpElementTests } from '../shared/testing/element-tests';
import { appears } from '../shared/testing/appears';

const SETTINGS = {
  product_imgs: {
    template: '/images/product/7.svg?oid={oid}',
    data: {
      101: ['/img/101-a.svg', '/img/101-b.svg', '/img/101-c.svg'],
      102: ['/img/102-a.svg', '/img/102-b.svg'],
    },
  },
  product_models: { 'RC7-IVB-30': [101, 301], 'RC7-OTL-30': [102, 301], 'RC7-XX-30': [999] },
  product_looks: [
    { title: 'The Oslo Living Room', url: '/shop-the-look/the-oslo-living-room-1' },
    { title: 'Elsewhere', url: 'https://evil.example/look' },
  ],
};
const VIDEO = {
  product_video: {
    src: '/media/video/7/index.m3u8',
    poster: '/img/poster.svg',
    title: 'Chair video',
  },
};

function page(settings: object) {
  printSettings({ country: 'US', ...settings });
  const img = Object.assign(document.createElement('img'), {
    className: 'product__image',
    src: '/images/product/7.svg',
    alt: 'Oslo Chair',
    width: 800,
    height: 600,
  });
  return mountOnServerPage('rove-product-media', { nid: '7' }, img);
}

const waitFor = vi.waitFor;
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
const $ = <E extends Element = HTMLElement>(selector: string) =>
  document.querySelector<E>(`rove-product-media ${selector}`);
const mainImage = () => $<HTMLImageElement>('.rove-product-media__stage img');
const zoomButton = () => $<HTMLButtonElement>('.rove-product-media__zoom');
const thumbs = () => [
  ...document.querySelectorAll<HTMLButtonElement>('.rove-product-media__thumb'),
];
const current = () =>
  thumbs().findIndex((button) => button.getAttribute('aria-current') === 'true');
const mounted = () => waitFor(() => expect($('.rove-product-media')).toBeTruthy());

let warn: MockInstance<typeof console.warn>;
setUpElementTests({ 'rove-product-media': createProductMediaElement });
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  emit('buybox-model-changed', { nid: 0, model: null, price: null, currency: 'USD' });
});
afterEach(async () => {
  window.location.hash = '';
  await tick();
  vi.unstubAllGlobals();
});

describe('<rove-product-media> gallery', () => {
  it('shows the first swatch’s images with a labelled list of thumbnail buttons', async () => {
    page(SETTINGS);
    await waitFor(() =>
      expect(mainImage()?.getAttribute('src')).toBe('http://localhost:3000/img/101-a.svg'),
    );
    expect(zoomButton()?.getAttribute('aria-label')).toBe('Zoom image: Oslo Chair, image 1 of 3');
    expect(mainImage()?.alt).toBe('Oslo Chair, image 1 of 3');
    expect($('ul.rove-product-media__thumbs')?.getAttribute('aria-label')).toBe('Product images');
    expect(thumbs().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show image 1 of 3',
      'Show image 2 of 3',
      'Show image 3 of 3',
    ]);
    expect(current()).toBe(0);
    // The server's own <img> is gone: only the gallery's images remain.
    expect(document.querySelector('rove-product-media > img')).toBeNull();
  });

  it('thumbnails and the previous/next buttons switch the image, wrapping around', async () => {
    page(SETTINGS);
    await waitFor(() => expect(thumbs()).toHaveLength(3));
    thumbs()[2]?.click();
    await waitFor(() => expect(mainImage()?.src).toMatch(/101-c\.svg$/));
    expect(current()).toBe(2);
    $<HTMLButtonElement>('[aria-label="Next image"]')?.click();
    await waitFor(() => expect(mainImage()?.src).toMatch(/101-a\.svg$/));
    $<HTMLButtonElement>('[aria-label="Previous image"]')?.click();
    await waitFor(() => expect(current()).toBe(2));
  });

  it('follows the buy box’s model for this product only', async () => {
    page(SETTINGS);
    await waitFor(() => expect(thumbs()).toHaveLength(3));
    emit('buybox-model-changed', { nid: 8, model: 'RC7-OTL-30', price: 1, currency: 'USD' });
    emit('buybox-model-changed', { nid: 7, model: 'RC7-OTL-30', price: 1, currency: 'USD' });
    await waitFor(() => expect(mainImage()?.src).toMatch(/102-a\.svg$/));
    expect(thumbs()).toHaveLength(2);
    // A model without images (or no model) keeps what is shown.
    emit('buybox-model-changed', { nid: 7, model: 'RC7-XX-30', price: 1, currency: 'USD' });
    emit('buybox-model-changed', { nid: 7, model: null, price: null, currency: 'USD' });
    await tick();
    expect(mainImage()?.src).toMatch(/102-a\.svg$/);
  });

  it('starts from the buy box’s last model when it spoke first', async () => {
    emit('buybox-model-changed', { nid: 7, model: 'RC7-OTL-30', price: 1, currency: 'USD' });
    page(SETTINGS);
    await waitFor(() => expect(mainImage()?.src).toMatch(/102-a\.svg$/));
  });

  it('keeps the server’s image when product_imgs is malformed, logging once', async () => {
    page({ ...SETTINGS, product_imgs: { data: { 101: 'one.svg' } } });
    await mounted();
    expect(mainImage()?.getAttribute('src')).toBe('/images/product/7.svg');
    expect(mainImage()?.alt).toBe('Oslo Chair');
    expect(thumbs()).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[rove\] product_imgs ignored: /));
  });

  it('blocks the context menu on product images, and nowhere else', async () => {
    page(SETTINGS);
    await waitFor(() => expect(mainImage()).toBeTruthy());
    const onImage = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    mainImage()?.dispatchEvent(onImage);
    expect(onImage.defaultPrevented).toBe(true);
    const onThumb = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    thumbs()[1]?.querySelector('img')?.dispatchEvent(onThumb);
    expect(onThumb.defaultPrevented).toBe(true);
    const onLink = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    $('.rove-product-media__look')?.dispatchEvent(onLink);
    expect(onLink.defaultPrevented).toBe(false);
  });

  it('links each same-site look in a new tab', async () => {
    page(SETTINGS);
    await waitFor(() => expect($('.rove-product-media__looks')).toBeTruthy());
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.rove-product-media__look')];
    expect(links).toHaveLength(1);
    expect(links[0]?.textContent).toBe(
      'View in lookbook: The Oslo Living Room (opens in a new tab)',
    );
    expect(links[0]?.getAttribute('href')).toBe(
      'http://localhost:3000/shop-the-look/the-oslo-living-room-1',
    );
    expect(links[0]?.target).toBe('_blank');
    expect(links[0]?.rel).toBe('noopener');
    // Opening it is tracked (lookbook_open) through the bus.
    const heard: unknown[] = [];
    document.addEventListener('rove:lookbook-opened', (event) =>
      heard.push((event as CustomEvent).detail),
    );
    links[0]?.addEventListener('click', (event) => event.preventDefault());
    links[0]?.click();
    expect(heard).toEqual([{ nid: expect.any(Number), title: 'The Oslo Living Room' }]);
    expect($('.rove-product-media__looks')?.getAttribute('aria-label')).toBe(
      'Lookbooks with this product',
    );
  });
});

describe('<rove-product-media> zoom', () => {
  it('opens a modal with the image in a focused scroll region; Escape closes and returns focus', async () => {
    page(SETTINGS);
    await waitFor(() => expect(zoomButton()).toBeTruthy());
    zoomButton()?.focus();
    zoomButton()?.click();
    const dialog = await appears(() =>
      document.querySelector<HTMLDialogElement>('dialog.rove-product-media-zoom'),
    );
    expect(dialog.getAttribute('aria-label')).toBe('Zoomed image');
    const region = dialog.querySelector<HTMLElement>('[role="region"]');
    expect(region?.getAttribute('aria-label')).toBe(
      'Zoomed image: Oslo Chair, image 1 of 3. Use the arrow keys to move around it.',
    );
    await waitFor(() => expect(document.activeElement).toBe(region));
    const contextMenu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    region?.querySelector('img')?.dispatchEvent(contextMenu);
    expect(contextMenu.defaultPrevented).toBe(true);
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    expect(document.activeElement).toBe(zoomButton());
  });
});

describe('<rove-product-media> zoom', () => {
  it('centres the image once it arrives, but keeps a pan the shopper made before it did', async () => {
    page(SETTINGS);
    await waitFor(() => expect(zoomButton()).toBeTruthy());
    zoomButton()?.click();
    const region = await appears(() =>
      document.querySelector<HTMLElement>('dialog.rove-product-media-zoom [role="region"]'),
    );
    await waitFor(() => expect(document.activeElement).toBe(region));
    // The image arrives: the region now has its full size (happy-dom lays nothing out).
    const size = { scrollWidth: 2256, clientWidth: 1128, scrollHeight: 1400, clientHeight: 700 };
    for (const [name, value] of Object.entries(size))
      Object.defineProperty(region, name, { configurable: true, value });
    const arrives = () => region.querySelector('img')?.dispatchEvent(new Event('load'));
    // The shopper pressed → before it came: that pan stays, the untouched axis is centred.
    region.scrollLeft = 900;
    arrives();
    expect([region.scrollLeft, region.scrollTop]).toEqual([900, 350]);
    // Nothing moved since the last centring: a later load centres both axes.
    Object.defineProperty(region, 'scrollWidth', { configurable: true, value: 3000 });
    region.scrollLeft = 900;
    arrives();
    expect(region.scrollLeft).toBe(936);
  });
});

describe('<rove-product-media> video', () => {
  it('offers a play tile; without any HLS support it shows the fallback image and a note', async () => {
    page({ ...SETTINGS, ...VIDEO });
    const tile = await appears(() =>
      $<HTMLButtonElement>('[aria-label="Play video: Chair video"]'),
    );
    expect(tile.querySelector('img')?.getAttribute('src')).toBe(
      'http://localhost:3000/img/poster.svg',
    );
    tile.click();
    await waitFor(() =>
      expect($('[role="status"]')?.textContent).toBe('The video could not be loaded.'),
    );
    expect($('video')).toBeNull();
    expect(mainImage()?.getAttribute('src')).toBe('http://localhost:3000/img/poster.svg');
    expect(tile.getAttribute('aria-current')).toBe('true');
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[rove\] the product video could not play/),
    );
    // Back to the pictures.
    thumbs()[0]?.click();
    await waitFor(() => expect(zoomButton()).toBeTruthy());
    expect($('[role="status"]')?.textContent).toBe('');
  });

  it('#play-video in the address plays it muted at load and on hashchange', async () => {
    vi.stubGlobal('MediaSource', undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    window.location.hash = '#play-video';
    await tick(); // happy-dom reports the hash change a task later
    page({ ...SETTINGS, ...VIDEO });
    const video = await waitFor(() => {
      const found = $<HTMLVideoElement>('video');
      expect(found?.getAttribute('src')).toBe('http://localhost:3000/media/video/7/index.m3u8');
      return found as HTMLVideoElement;
    });
    expect(video.muted).toBe(true);
    expect(video.controls).toBe(true);
    expect(video.getAttribute('aria-label')).toBe('Chair video');

    thumbs()[0]?.click();
    await waitFor(() => expect($('video')).toBeNull());
    window.location.hash = '';
    await tick();
    expect($('video')).toBeNull();
    window.location.hash = '#play-video';
    await waitFor(() => expect($('video')).toBeTruthy());
  });

  it('shows no play tile when product_video is malformed or foreign', async () => {
    page({ ...SETTINGS, product_video: { src: 'https://evil.example/v.m3u8' } });
    await waitFor(() => expect(thumbs()).toHaveLength(3));
    expect($('.rove-product-media__thumb--video')).toBeNull();
  });
});
