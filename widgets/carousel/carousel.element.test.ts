// @vitest-environment happy-dom
/**
 * <rove-carousel> as a host page sees it: the server's list in; the region, the slide labels,
 * the buttons, the movement and autoplay out.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCarouselElement, type RoveCarousel } from './carousel.element';
import { printSettings } from '../../tests/helpers/page-settings';
import { setUpElementTests } from '../shared/testing/element-tests';
// A Korean page's texts, in place as a Korean page has them before any element
// (core/i18n/page-texts.ts): the ko_KR test below reads them; other pages never do.
import '../../core/i18n/ko';

setUpElementTests({ 'rove-carousel': createCarouselElement });

afterEach(() => {
  document.head.replaceChildren();
});

function carousel(attributes: Record<string, string>, slides = 4): RoveCarousel {
  const element = document.createElement('rove-carousel') as RoveCarousel;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const track = document.createElement('div');
  track.className = 'rove-carousel__track';
  for (let i = 1; i <= slides; i++) {
    const slide = document.createElement('div');
    slide.innerHTML = `<h3>Slide ${i}</h3><a href="/p/${i}">Look</a>`;
    track.append(slide);
  }
  element.append(track);
  document.body.append(element);
  return element;
}

const prev = (el: Element) => el.querySelector<HTMLButtonElement>('.rove-carousel__prev')!;
const next = (el: Element) => el.querySelector<HTMLButtonElement>('.rove-carousel__next')!;
const offset = (el: Element) =>
  el
    .querySelector<HTMLElement>('.rove-carousel__track')!
    .style.getPropertyValue('--rove-carousel-offset');

describe('<rove-carousel>', () => {
  it('is an APG carousel region with slides labelled n of N', () => {
    const el = carousel({ label: 'Membership benefits' });
    expect(el.getAttribute('role')).toBe('region');
    expect(el.getAttribute('aria-roledescription')).toBe('carousel');
    expect(el.getAttribute('aria-label')).toBe('Membership benefits');
    const slides = [...el.querySelectorAll('.rove-carousel__slide')];
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(prev(el).getAttribute('aria-label')).toBe('Previous slide');
    expect(next(el).getAttribute('aria-label')).toBe('Next slide');
  });

  it('speaks Korean on a ko_KR page', () => {
    printSettings({ country: 'KR', locale: 'ko_KR' });
    const el = carousel({ label: '멤버십 혜택', autoplay: '' });
    expect(el.getAttribute('aria-roledescription')).toBe('캐러셀');
    const slide = el.querySelector('.rove-carousel__slide');
    expect(slide?.getAttribute('aria-label')).toBe('4개 중 1번째');
    expect(slide?.getAttribute('aria-roledescription')).toBe('슬라이드');
    expect(prev(el).getAttribute('aria-label')).toBe('이전 슬라이드');
    expect(next(el).getAttribute('aria-label')).toBe('다음 슬라이드');
    const rotation = el.querySelector<HTMLButtonElement>('.rove-carousel__rotation')!;
    expect(rotation.getAttribute('aria-label')).toBe('자동 슬라이드 쇼 중지');
    rotation.click();
    expect(rotation.getAttribute('aria-label')).toBe('자동 슬라이드 쇼 시작');
  });

  it('disables previous at the first slide and next at the last', () => {
    const el = carousel({ label: 'x' });
    expect(prev(el).disabled).toBe(true);
    expect(next(el).disabled).toBe(false);
    next(el).click();
    next(el).click();
    expect(el.index).toBe(2);
    expect(offset(el)).toBe('-200%');
    next(el).click();
    expect(el.index).toBe(3);
    expect(next(el).disabled).toBe(true);
    expect(prev(el).disabled).toBe(false);
    // Only the slide in view is reachable.
    const inert = [...el.querySelectorAll<HTMLElement>('.rove-carousel__slide')].map(
      (s) => s.inert,
    );
    expect(inert).toEqual([true, true, true, false]);
  });

  it('moves 345 px a step, 4 steps, with a step attribute', () => {
    const el = carousel({ label: 'Best sellers', step: '345', steps: '4' }, 8);
    for (let i = 0; i < 6; i++) next(el).click();
    expect(el.index).toBe(4);
    expect(offset(el)).toBe('-1380px');
    expect(next(el).disabled).toBe(true);
  });

  it('starts at the index attribute, clamped', () => {
    expect(carousel({ label: 'x', index: '9' }).index).toBe(3);
  });

  it('autoplays every 5 s, pauses on hover and focus and on the rotation button', () => {
    vi.useFakeTimers();
    const el = carousel({ label: 'x', autoplay: '' });
    const rotation = el.querySelector<HTMLButtonElement>('.rove-carousel__rotation')!;
    expect(el.querySelector('.rove-carousel__controls')?.firstElementChild).toBe(rotation);
    expect(el.querySelector('.rove-carousel__track')?.getAttribute('aria-live')).toBe('off');
    vi.advanceTimersByTime(5000);
    expect(el.index).toBe(1);
    el.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(15_000);
    expect(el.index).toBe(1);
    el.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(5000);
    expect(el.index).toBe(2);
    rotation.click();
    expect(rotation.getAttribute('aria-label')).toBe('Start automatic slide show');
    expect(el.querySelector('.rove-carousel__track')?.getAttribute('aria-live')).toBe('polite');
    vi.advanceTimersByTime(15_000);
    expect(el.index).toBe(2);
    rotation.click();
    expect(rotation.getAttribute('aria-label')).toBe('Stop automatic slide show');
    vi.advanceTimersByTime(10_000);
    expect(el.index).toBe(0); // 3, then wraps to the first
  });

  it('does not autoplay under reduced motion', () => {
    vi.useFakeTimers();
    const el = carousel({ label: 'x', autoplay: '', 'reduce-motion': '' });
    vi.advanceTimersByTime(20_000);
    expect(el.index).toBe(0);
    expect(el.classList.contains('rove-carousel--still')).toBe(true);
    expect(el.querySelector<HTMLButtonElement>('.rove-carousel__rotation')?.hidden).toBe(true);
  });

  it('stops when removed from the page', () => {
    vi.useFakeTimers();
    const el = carousel({ label: 'x', autoplay: '' });
    el.remove();
    vi.advanceTimersByTime(20_000);
    expect(el.index).toBe(0);
  });

  it('leaves markup without a track alone', () => {
    const el = document.createElement('rove-carousel');
    el.innerHTML = '<p>Just text</p>';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.append(el);
    expect(el.innerHTML).toBe('<p>Just text</p>');
    warn.mockRestore();
  });
});

describe('<rove-carousel> set up by a framework', () => {
  it('takes an index property set (as text) before it connects', () => {
    const element = document.createElement('rove-carousel') as RoveCarousel;
    (element as unknown as { index: string }).index = '2';
    // Frameworks also set unknown props as properties: they must not break the element.
    Object.assign(element, { autoplay: '', step: undefined });
    element.innerHTML =
      '<div class="rove-carousel__track"><div>1</div><div>2</div><div>3</div></div>';
    document.body.append(element);
    expect(element.index).toBe(2);
    expect(element.getAttribute('aria-roledescription')).toBe('carousel');
  });
});
