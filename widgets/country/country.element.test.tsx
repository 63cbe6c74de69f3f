// @vitest-environment happy-dom
/**
 * <rove-country> as a host page sees it: the current country marked; the first-visit cookie;
 * a choice writes the cookie for 14 days, emits rove:country-changed and reloads with ?locale=.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '../../core/storage/cookies';
import { createCountryElement } from './country.element';
import { resetFlagEmoji } from './flag-emoji';
import { printSettings } from '../../tests/helpers/page-settings';
import { setUpElementTests } from '../shared/testing/element-tests';

// The real cookie writes, recorded with their options (the lifetime is what the specification fixes).
vi.mock('../../core/storage/cookies', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../core/storage/cookies')>();
  return { ...original, writeCookie: vi.fn(original.writeCookie) };
});

function mount(settings: Record<string, unknown>): HTMLElement {
  printSettings(settings);
  const element = document.createElement('rove-country');
  const fallback = document.createElement('details');
  fallback.innerHTML = '<summary>US · USD</summary>';
  element.append(fallback);
  document.body.replaceChildren(element);
  return element;
}

/** The element's button, once it has rendered. */
function renderedButton(element: HTMLElement): Promise<HTMLButtonElement> {
  return vi.waitFor(() => {
    const found = element.querySelector<HTMLButtonElement>('.rove-country__button');
    if (!found) throw new Error('not rendered');
    return found;
  });
}

describe('<rove-country>', () => {
  setUpElementTests({ 'rove-country': createCountryElement });
  beforeEach(() => {
    removeCookie('rove_warehouse');
    resetFlagEmoji();
  });

  it('shows the current country and writes the first-visit cookie from the locale', async () => {
    const element = mount({ country: 'UK', locale: 'en_UK' });
    const button = await renderedButton(element);
    expect(element.querySelector('.rove-country')?.getAttribute('data-country')).toBe('UK');
    expect(button.textContent).toBe('🇬🇧Country: United Kingdom, currency GBP UK · £');
    expect(button.textContent).toContain('🇬🇧');
    await vi.waitFor(() => expect(readCookie('rove_warehouse')).toBe('UK'));
    expect(writeCookie).toHaveBeenCalledWith('rove_warehouse', 'UK', { days: 365, domain: null });
  });

  it('leaves the flags out where the device draws them as letters', async () => {
    // A canvas whose glyphs take the fill colour: Windows draws 🇬🇧 as the letters 'GB'.
    let fill = '';
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      scale() {},
      clearRect() {},
      fillText() {},
      set fillStyle(value: string) {
        fill = value;
      },
      getImageData: () => ({
        data: Uint8ClampedArray.of(...(fill === '#000' ? [0, 0, 0] : [255, 255, 255]), 200),
      }),
    } as unknown as CanvasRenderingContext2D);
    const element = mount({ country: 'UK', locale: 'en_UK' });
    const button = await renderedButton(element);
    expect(button.textContent).toBe('Country: United Kingdom, currency GBP UK · £');
    button.click();
    await vi.waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    expect(element.querySelectorAll('.rove-country__option')).toHaveLength(6);
    expect(element.querySelector('.rove-country__flag')).toBeNull();
    expect(element.querySelector('.rove-country__list')?.textContent).toContain(
      'United KingdomGBP (£)',
    );
  });

  it('a choice writes the cookie, emits country-changed and reloads with the locale', async () => {
    document.cookie = 'rove_warehouse=US; path=/';
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      href: 'https://shop.test/category/sofas',
      assign,
    });
    const events: CustomEvent[] = [];
    const listener = (event: Event) => events.push(event as CustomEvent);
    document.addEventListener('rove:country-changed', listener);
    const element = mount({ country: 'US', locale: 'en_US' });
    const button = await renderedButton(element);
    const list = element.querySelector<HTMLElement>('.rove-country__list');
    expect(list?.hidden).toBe(true);
    button.click();
    await vi.waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    expect(element.querySelector('[data-country="US"][aria-current="true"]')).not.toBeNull();
    vi.mocked(writeCookie).mockClear();
    element.querySelector<HTMLButtonElement>('.rove-country__option[data-country="UK"]')?.click();
    document.removeEventListener('rove:country-changed', listener);
    expect(readCookie('rove_warehouse')).toBe('UK');
    expect(writeCookie).toHaveBeenCalledWith('rove_warehouse', 'UK', { days: 14, domain: null });
    expect(events[0]?.detail).toEqual({ from: 'US', to: 'UK' });
    expect(assign).toHaveBeenCalledWith('https://shop.test/category/sofas?locale=en_UK');
  });

  it('closes the list on Escape and returns focus to the button', async () => {
    const element = mount({ country: 'US', locale: 'en_US' });
    const button = await renderedButton(element);
    button.click();
    await vi.waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    element
      .querySelector('.rove-country__option')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await vi.waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(button);
  });
});
