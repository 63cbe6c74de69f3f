// @vitest-environment happy-dom
/**
 * The checkout's timed dialogs with fake timers: the timing popup 25 minutes (1,500,000 ms)
 * after load and the expiry modal after 5 idle minutes (spec/checkout.md §4, §9), each once, focus
 * returning where it was. Runs under React and again under preact/compat.
 */
import { fireEvent, screen, within } from '@testing-library/dom';
import { act } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimedDialogs } from './TimedDialogs';
import { CHECKOUT_EXPIRY_MODAL_MS, TIMING_POPUP_DELAY_MS } from './timings';

let root: Root | null = null;

/** The page's last focused control, where focus must come back. */
function mount(): HTMLButtonElement {
  const before = document.createElement('button');
  before.textContent = 'Place order';
  document.body.append(before);
  before.focus();
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  flushSync(() => root?.render(<TimedDialogs />));
  return before;
}

/** Advances the fake clock and lets the renderer commit what the timers set. */
async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Keeps the expiry modal away: the shopper is typing. */
function keepActive() {
  fireEvent.keyDown(document, { key: 'a' });
}

const timing = () => screen.queryByRole('dialog', { name: 'Still there?' });
const expiry = () => screen.queryByRole('dialog', { name: 'Are you still checking out?' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('timing popup', () => {
  it('is the specification’s 1,500,000 ms', () => {
    expect(TIMING_POPUP_DELAY_MS).toBe(1_500_000);
    expect(CHECKOUT_EXPIRY_MODAL_MS).toBe(5 * 60 * 1000);
  });

  it('opens 25 minutes after load, not a millisecond before; closes; focus returns; once', async () => {
    const before = mount();
    // An active shopper: input every 4 minutes keeps the expiry modal from opening.
    let elapsed = 0;
    while (elapsed + 240_000 < TIMING_POPUP_DELAY_MS) {
      await elapse(240_000);
      elapsed += 240_000;
      keepActive();
      expect(timing()).toBeNull();
    }
    await elapse(TIMING_POPUP_DELAY_MS - 1 - elapsed);
    expect(timing()).toBeNull();
    await elapse(1);
    const dialog = timing();
    expect(dialog).not.toBeNull();
    expect(dialog!.contains(document.activeElement)).toBe(true);
    fireEvent.click(within(dialog!).getByRole('button', { name: 'Back to my order' }));
    await elapse(0);
    expect(timing()).toBeNull();
    expect(document.activeElement).toBe(before);
    // Once per page.
    keepActive();
    await elapse(TIMING_POPUP_DELAY_MS);
    expect(timing()).toBeNull();
  });

  it('is not pushed back by the expiry modal closed before it', async () => {
    mount();
    // preact/compat runs effects after a frame: the idle wait starts a little after the load.
    const settle = 100;
    await elapse(CHECKOUT_EXPIRY_MODAL_MS + settle);
    const modal = expiry();
    expect(modal).not.toBeNull();
    fireEvent.click(within(modal!).getByRole('button', { name: 'Continue checkout' }));
    await elapse(0);
    expect(expiry()).toBeNull();
    keepActive();
    await elapse(TIMING_POPUP_DELAY_MS - CHECKOUT_EXPIRY_MODAL_MS - settle - 1);
    expect(timing()).toBeNull();
    await elapse(1);
    expect(timing()).not.toBeNull();
  });
});

describe('expiry modal', () => {
  it('opens after 5 idle minutes, not before; input restarts the wait; once', async () => {
    const before = mount();
    await elapse(CHECKOUT_EXPIRY_MODAL_MS - 1_000);
    keepActive();
    await elapse(CHECKOUT_EXPIRY_MODAL_MS - 1);
    expect(expiry()).toBeNull();
    await elapse(1);
    const modal = expiry();
    expect(modal).not.toBeNull();
    fireEvent.click(within(modal!).getByRole('button', { name: 'Continue checkout' }));
    await elapse(0);
    expect(expiry()).toBeNull();
    expect(document.activeElement).toBe(before);
    await elapse(CHECKOUT_EXPIRY_MODAL_MS * 2);
    expect(expiry()).toBeNull();
  });
});
