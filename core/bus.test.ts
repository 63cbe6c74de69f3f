// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { emit, on, startRecording } from './bus';

describe('bus', () => {
  it('calls listeners and mirrors the event as a bubbling rove:* DOM event on document', () => {
    const listener = vi.fn();
    const domListener = vi.fn();
    const off = on('love-changed', listener);
    document.addEventListener('rove:love-changed', domListener);
    emit('love-changed', { nid: 1, selected: true, count: 2 });
    expect(listener).toHaveBeenCalledWith({ nid: 1, selected: true, count: 2 });
    const event = domListener.mock.calls[0]?.[0] as CustomEvent;
    expect(event.detail).toEqual({ nid: 1, selected: true, count: 2 });
    expect(event.bubbles).toBe(true);
    off();
    document.removeEventListener('rove:love-changed', domListener);
  });

  it('dispatches from the emitting element so the event bubbles through the host page', () => {
    const card = document.createElement('div');
    const widget = document.createElement('rove-love');
    card.append(widget);
    document.body.append(card);
    const onCard = vi.fn();
    card.addEventListener('rove:love-changed', onCard);
    emit('love-changed', { nid: 2, selected: false, count: 0 }, widget);
    expect(onCard).toHaveBeenCalledTimes(1);
    card.remove();
  });

  it('keeps going when a listener throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = vi.fn();
    const offA = on('ready', () => {
      throw new Error('host bug');
    });
    const offB = on('ready', second);
    emit('ready', { version: 'x' });
    expect(second).toHaveBeenCalled();
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^\[rove\]/);
    offA();
    offB();
  });

  it('unsubscribes', () => {
    const listener = vi.fn();
    const off = on('ready', listener);
    off();
    emit('ready', { version: 'x' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('records the events emitted between start and stop, in order', () => {
    emit('ready', { version: 'before' });
    const stop = startRecording();
    emit('cart-changed', { count: 1 });
    emit('ready', { version: 'during' });
    const recorded = stop();
    emit('ready', { version: 'after' });
    expect(recorded).toEqual([
      ['cart-changed', { count: 1 }],
      ['ready', { version: 'during' }],
    ]);
  });
});
