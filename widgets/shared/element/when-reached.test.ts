// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenReached } from './when-reached';

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 5));

function fieldInPage(): { element: HTMLElement; input: HTMLInputElement } {
  document.body.innerHTML = '<rove-x><form><input name="q"></form></rove-x><button>other</button>';
  return {
    element: document.querySelector('rove-x') as HTMLElement,
    input: document.querySelector('input') as HTMLInputElement,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('whenReached', () => {
  it.each([
    [
      'a mouse over it',
      (input: HTMLElement) =>
        input.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })),
    ],
    [
      'a press on it',
      (input: HTMLElement) =>
        input.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })),
    ],
    ['the focus entering it', (input: HTMLElement) => input.focus()],
  ])('calls back once, in the task after %s', async (_reach, reach) => {
    const { element, input } = fieldInPage();
    const then = vi.fn();
    whenReached(element, then);
    reach(input);
    expect(then).not.toHaveBeenCalled();
    await nextTurn();
    expect(then).toHaveBeenCalledTimes(1);
    input.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    input.blur();
    input.focus();
    await nextTurn();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('ignores what happens elsewhere on the page', async () => {
    const { element } = fieldInPage();
    const then = vi.fn();
    whenReached(element, then);
    const other = document.querySelector('button') as HTMLButtonElement;
    other.focus();
    other.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await nextTurn();
    expect(then).not.toHaveBeenCalled();
  });

  it('stops waiting when told to', async () => {
    const { element, input } = fieldInPage();
    const then = vi.fn();
    const stop = whenReached(element, then);
    stop();
    input.focus();
    await nextTurn();
    expect(then).not.toHaveBeenCalled();
  });
});
