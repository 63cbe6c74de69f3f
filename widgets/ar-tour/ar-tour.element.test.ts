// @vitest-environment happy-dom
/**
 * <rove-ar-tour> as a host page sees it: the server's tips in; a dialog stepping through them,
 * opened once by itself, remembered as seen when closed, and a button to see them again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { localStore } from '../../core/storage/key-value';
import { overlayOpen } from '../../core/overlays';
import { seenKey } from './ar-tour.logic';
import { createArTourElement, type RoveArTour } from './ar-tour.element';
import { printSettings } from '../../tests/helpers/page-settings';
import { setUpElementTests } from '../shared/testing/element-tests';
// A Korean page's texts, in place as a Korean page has them before any element
// (core/i18n/page-texts.ts): the ko_KR test below reads them; other pages never do.
import '../../core/i18n/ko';

setUpElementTests({ 'rove-ar-tour': createArTourElement });

afterEach(() => {
  document.head.replaceChildren();
  localStore().remove(seenKey('planner'));
  localStore().remove(seenKey('room'));
});

function tour(tips = 3, attributes: Record<string, string> = {}): RoveArTour {
  const element = document.createElement('rove-ar-tour') as RoveArTour;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const list = document.createElement('ol');
  for (let i = 1; i <= tips; i++) {
    const tip = document.createElement('li');
    tip.innerHTML = `<h3>Tip title ${i}</h3><p>Tip text ${i}</p>`;
    list.append(tip);
  }
  element.append(list);
  document.body.append(element);
  return element;
}

const dialog = (el: Element) => el.querySelector('dialog')!;
/** Open tours are in the page; a closed one leaves only its launch button. */
const isOpen = (el: Element) => el.querySelector('dialog')?.open === true;
const visibleTips = (el: Element) =>
  [...el.querySelectorAll<HTMLLIElement>('li')]
    .filter((tip) => !tip.hidden)
    .map((tip) => tip.textContent);
const buttonNamed = (el: Element, name: string) =>
  [...el.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  )!;

describe('<rove-ar-tour>', () => {
  it('opens by itself on a first visit, labelled, at tip 1 of N', () => {
    const el = tour(3, { label: 'Planner tips' });
    const box = dialog(el);
    expect(box.open).toBe(true);
    expect(document.getElementById(box.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Planner tips',
    );
    expect(el.querySelector('.rove-ar-tour__position')?.textContent).toBe('Tip 1 of 3');
    expect(visibleTips(el)).toEqual(['Tip title 1Tip text 1']);
    expect(buttonNamed(el, 'Previous').getAttribute('aria-disabled')).toBe('true');
    expect(overlayOpen()).toBe(true);
  });

  it('speaks Korean on a ko_KR page, a host label aside', () => {
    printSettings({ country: 'KR', locale: 'ko_KR' });
    const el = tour(2);
    const box = dialog(el);
    expect(document.getElementById(box.getAttribute('aria-labelledby')!)?.textContent).toBe(
      '플래너 사용 팁',
    );
    expect(el.querySelector('.rove-ar-tour__position')?.textContent).toBe('팁 1/2');
    expect(buttonNamed(el, '둘러보기 닫기')).toBeTruthy();
    buttonNamed(el, '다음').click();
    expect(el.querySelector('.rove-ar-tour__position')?.textContent).toBe('팁 2/2');
    expect(buttonNamed(el, '완료')).toBeTruthy();
    buttonNamed(el, '완료').click();
    expect(buttonNamed(el, '팁 보기')).toBeTruthy();
  });

  it('steps forward and back through the tips; the last offers Done', () => {
    const el = tour(3);
    buttonNamed(el, 'Next').click();
    expect(el.tip).toBe(1);
    expect(visibleTips(el)).toEqual(['Tip title 2Tip text 2']);
    expect(buttonNamed(el, 'Previous').getAttribute('aria-disabled')).toBe('false');
    buttonNamed(el, 'Next').click();
    expect(el.querySelector('.rove-ar-tour__position')?.textContent).toBe('Tip 3 of 3');
    expect(el.querySelector('.rove-ar-tour__next')?.textContent).toBe('Done');
    buttonNamed(el, 'Previous').click();
    expect(el.tip).toBe(1);
  });

  it('arrow keys step too', () => {
    const el = tour(3);
    const box = dialog(el);
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(el.tip).toBe(1);
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(el.tip).toBe(0);
  });

  it('Done closes the tour and remembers it as seen; the next visit does not open it', () => {
    const el = tour(2);
    buttonNamed(el, 'Next').click();
    buttonNamed(el, 'Done').click();
    expect(isOpen(el)).toBe(false);
    expect(el.querySelector('dialog')).toBeNull();
    expect(localStore().get(seenKey('planner'))).toBe('1');
    expect(overlayOpen()).toBe(false);
    expect(document.activeElement).toBe(buttonNamed(el, 'Show tips'));
    el.remove();
    const again = tour(2);
    expect(isOpen(again)).toBe(false);
  });

  it('the close button also remembers; Show tips reopens it at the first tip', () => {
    const el = tour(3, { 'launch-label': 'How the planner works' });
    buttonNamed(el, 'Next').click();
    buttonNamed(el, 'Close tour').click();
    expect(localStore().get(seenKey('planner'))).toBe('1');
    buttonNamed(el, 'How the planner works').click();
    expect(isOpen(el)).toBe(true);
    expect(el.tip).toBe(0);
  });

  it('keeps one memory per tour id', () => {
    const el = tour(2, { 'tour-id': 'room' });
    el.close();
    expect(localStore().get(seenKey('room'))).toBe('1');
    expect(localStore().get(seenKey('planner'))).toBeNull();
  });

  it('leaves a list without tips alone', () => {
    const el = document.createElement('rove-ar-tour');
    el.innerHTML = '<p>No tips today</p>';
    document.body.append(el);
    expect(el.querySelector('dialog')).toBeNull();
    expect(el.innerHTML).toBe('<p>No tips today</p>');
  });

  it('puts the server list back, all tips visible, when removed', () => {
    const el = tour(3);
    el.remove();
    expect(el.querySelector('dialog')).toBeNull();
    expect(el.querySelector('button')).toBeNull();
    expect(el.firstElementChild?.localName).toBe('ol');
    expect(visibleTips(el)).toHaveLength(3);
    expect(overlayOpen()).toBe(false);
  });
});
