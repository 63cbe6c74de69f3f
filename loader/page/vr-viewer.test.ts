// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../core/bus';
import { OPEN_CLASS, start, tourUrl } from './vr-viewer';

const LINKS = `
  <nav id="toolbar-administration">admin</nav>
  <a id="tour" class="open-vr" href="/vr/tour/showroom" data-vr-mobile="/vr/tour/showroom/mobile">Showroom tour</a>
  <button id="button" type="button" data-open-vr="https://my.matterport.com/show/?m=abc">Matterport</button>
  <a id="foreign" class="open-vr" href="https://tours.example.net/x">Elsewhere</a>
  <a id="script" class="open-vr" href="javascript:alert(1)">Bad</a>`;

function setPhone(isPhone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: isPhone, media: query }) as MediaQueryList,
  );
}

/** Whether the viewer took the click; the test page itself never navigates. */
const click = (target: Element, init: MouseEventInit = {}): boolean => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  let taken = false;
  const after = (seen: Event) => {
    taken = seen.defaultPrevented;
    seen.preventDefault();
  };
  window.addEventListener('click', after, { once: true });
  target.dispatchEvent(event);
  return taken;
};

const framedUrl = () =>
  new URL(
    (document.querySelector('dialog.rove-vr rove-test-frame') as unknown as { src: string }).src,
    location.href,
  );

const dialog = () => document.querySelector<HTMLDialogElement>('dialog.rove-vr');

beforeEach(() => {
  // happy-dom reports each frame it will not load: the viewer gets a stand-in element whose
  // src the tests read instead.
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation(((tag: string) =>
    create(tag === 'iframe' ? 'rove-test-frame' : tag)) as typeof document.createElement);
  document.body.innerHTML = LINKS;
  setPhone(false);
  start(document);
});
afterEach(() => {
  dialog()?.querySelector<HTMLButtonElement>('.rove-vr__close')?.click();
  document.body.innerHTML = '';
});

describe('VR viewer (spec/shell.md §2)', () => {
  it('marks <html> once clicks open the viewer', () => {
    expect(document.documentElement.getAttribute('data-rove-vr')).toBe('');
  });

  it('opens the tour full screen in a labelled modal dialog, hiding the admin menus', () => {
    const overlays: boolean[] = [];
    const off = on('overlay-changed', ({ open }) => overlays.push(open));
    const link = document.getElementById('tour')!;
    link.focus();
    expect(click(link)).toBe(true);
    const box = dialog()!;
    expect(box.open).toBe(true);
    expect(box.getAttribute('aria-label')).toBe('Virtual tour: Showroom tour');
    const frame = box.querySelector<HTMLIFrameElement>('rove-test-frame')!;
    expect(framedUrl().pathname).toBe('/vr/tour/showroom');
    expect(frame.title).toBe('Virtual tour: Showroom tour');
    const close = box.querySelector<HTMLButtonElement>('.rove-vr__close')!;
    expect(close.getAttribute('aria-label')).toBe('Close virtual tour');
    expect(document.activeElement).toBe(close);
    expect(document.documentElement.classList.contains(OPEN_CLASS)).toBe(true);
    expect(overlays).toEqual([true]);

    close.click();
    expect(dialog()).toBeNull();
    expect(document.documentElement.classList.contains(OPEN_CLASS)).toBe(false);
    expect(document.activeElement).toBe(link);
    expect(overlays).toEqual([true, false]);
    off();
  });

  it('closes on Escape (the dialog’s cancel) and returns focus', () => {
    const link = document.getElementById('button')!;
    click(link);
    const box = dialog()!;
    expect(framedUrl().host).toBe('my.matterport.com');
    box.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('keeps the tour frame busy until it has loaded and Escape inside it is heard', () => {
    click(document.getElementById('tour')!);
    const frame = dialog()!.querySelector('rove-test-frame')!;
    expect(frame.getAttribute('aria-busy')).toBe('true');
    frame.dispatchEvent(new Event('load'));
    expect(frame.hasAttribute('aria-busy')).toBe(false);
  });

  it('uses the mobile variant on phones and touch devices', () => {
    setPhone(true);
    click(document.getElementById('tour')!);
    expect(framedUrl().pathname).toBe('/vr/tour/showroom/mobile');
  });

  it('leaves other hosts, unsafe URLs and modified clicks to the browser', () => {
    expect(click(document.getElementById('foreign')!)).toBe(false);
    expect(click(document.getElementById('tour')!, { ctrlKey: true })).toBe(false);
    expect(click(document.getElementById('tour')!, { metaKey: true })).toBe(false);
    expect(dialog()).toBeNull();
    expect(tourUrl(document.getElementById('script')!, document)).toBeUndefined();
  });

  it('opens one viewer at a time', () => {
    click(document.getElementById('tour')!);
    click(document.getElementById('button')!);
    expect(document.querySelectorAll('dialog.rove-vr')).toHaveLength(1);
  });
});
