// @vitest-environment happy-dom
/** <rove-accordion> over the server's FAQ markup: the APG accordion, one item open at a time. */
import { describe, expect, it } from 'vitest';
import { createAccordionElement } from './accordion.element';
import { setUpElementTests } from '../shared/testing/element-tests';

function mount() {
  const element = document.createElement('rove-accordion');
  element.innerHTML = ['One', 'Two', 'Three']
    .map(
      (q) => `<div class="rove-accordion__item"><h3 class="rove-accordion__heading">${q}?</h3>
      <div class="rove-accordion__panel"><p>${q} answer</p></div></div>`,
    )
    .join('');
  document.body.replaceChildren(element);
  return element;
}

const triggers = () => [
  ...document.querySelectorAll<HTMLButtonElement>('.rove-accordion__trigger'),
];
const panels = () => [...document.querySelectorAll<HTMLElement>('.rove-accordion__panel')];
const openPanels = () =>
  panels()
    .filter((panel) => !panel.hidden)
    .map((p) => p.textContent);

setUpElementTests({ 'rove-accordion': createAccordionElement });

describe('<rove-accordion>', () => {
  it('turns each heading into a button controlling a labelled region, all closed', () => {
    mount();
    expect(triggers().map((b) => b.textContent)).toEqual(['One?', 'Two?', 'Three?']);
    for (const [n, button] of triggers().entries()) {
      const panel = panels()[n] as HTMLElement;
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(button.getAttribute('aria-controls')).toBe(panel.id);
      expect(panel.getAttribute('role')).toBe('region');
      expect(panel.getAttribute('aria-labelledby')).toBe(button.id);
      expect(button.closest('h3')).not.toBeNull();
    }
    expect(openPanels()).toEqual([]);
  });

  it('keeps one item open at a time', () => {
    mount();
    triggers()[0]?.click();
    expect(openPanels()).toEqual(['One answer']);
    triggers()[2]?.click();
    expect(openPanels()).toEqual(['Three answer']);
    expect(triggers().map((b) => b.getAttribute('aria-expanded'))).toEqual([
      'false',
      'false',
      'true',
    ]);
    triggers()[2]?.click();
    expect(openPanels()).toEqual([]);
  });

  it('moves focus between headers with the arrow keys, Home and End', () => {
    mount();
    triggers()[0]?.focus();
    const press = (key: string) =>
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    press('ArrowDown');
    expect(document.activeElement).toBe(triggers()[1]);
    press('End');
    expect(document.activeElement).toBe(triggers()[2]);
    press('ArrowDown');
    expect(document.activeElement).toBe(triggers()[0]);
    press('ArrowUp');
    expect(document.activeElement).toBe(triggers()[2]);
    press('Home');
    expect(document.activeElement).toBe(triggers()[0]);
  });

  it('puts the server markup back when removed', () => {
    const element = mount();
    triggers()[1]?.click();
    element.remove();
    expect(element.querySelectorAll('button')).toHaveLength(0);
    expect(element.querySelector('h3')?.textContent).toBe('One?');
    expect(
      [...element.querySelectorAll<HTMLElement>('.rove-accordion__panel')].every((p) => !p.hidden),
    ).toBe(true);
  });
});
