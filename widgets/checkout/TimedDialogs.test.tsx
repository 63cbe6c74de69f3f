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
import { resetSettings } from '../../core/settings/settings';
import { printSettings } from '../../tests/helpers/page-settings';
import { TimedDialogs } from './TimedDialogs';
// A Korean page's texts, as its start module brings them (core/i18n/page-texts.ts).
import '../../core/i18n/ko';
import { CHECKOUT_EXPIRY_MODAL_MS, TIMING_POPUP_DELAY_MS } from './timings';

let root: Root | null = null;

/** The page's last focused control, where focus must come back. */
function mount(helpPhone?: string): HTMLButtonElement {
  const before = document.createElement('button');
  before.textContent = 'Place order';
  document.body.append(before);
  before.focus();
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  flushSync(() => root?.render(<TimedDialogs helpPhone={helpPhone} />));
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

/** The timing popup's wait, with a key pressed every 4 minutes (no expiry modal meanwhile). */
async function elapseTyping(ms: number) {
  for (let left = ms; left > 0; left -= 240_000) {
    await elapse(Math.min(240_000, left));
    keepActive();
  }
}

const timing = () => screen.queryByRole('dialog', { name: 'Still there?' });
const expiry = () => screen.queryByRole('dialog', { name: 'Are you still checking out?' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => root?.unmount());
  document.head.replaceChildren();
  resetSettings();
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

describe('timing popup: what it offers', () => {
  it('gives the shop’s help line from the settings, as a link that calls it', async () => {
    mount('+1 (800) 555-0199');
    await elapseTyping(TIMING_POPUP_DELAY_MS);
    const dialog = timing()!;
    expect(dialog.textContent).toContain('Your details are saved on this device.');
    expect(dialog.textContent).toContain('Need a hand finishing your order? Call us:');
    const call = within(dialog).getByRole('link', { name: '+1 (800) 555-0199' });
    expect(call.getAttribute('href')).toBe('tel:+18005550199');
  });

  it('without a help line, offers no number', async () => {
    mount();
    await elapseTyping(TIMING_POPUP_DELAY_MS);
    const dialog = timing()!;
    expect(dialog.textContent).toContain('Your details are saved on this device.');
    expect(dialog.textContent).not.toContain('Call us');
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('on a Korean page reads Korean, its Close included', async () => {
    printSettings({ country: 'KR', locale: 'ko_KR', currency: 'KRW' });
    mount('080-000-0199');
    await elapseTyping(TIMING_POPUP_DELAY_MS);
    const dialog = screen.getByRole('dialog', { name: '아직 계신가요?' });
    expect(dialog.textContent).toContain('주문을 마치는 데 도움이 필요하시면 전화해 주세요:');
    expect(within(dialog).getByRole('link', { name: '080-000-0199' }).getAttribute('href')).toBe(
      'tel:0800000199',
    );
    expect(within(dialog).getByRole('button', { name: '닫기' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
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
