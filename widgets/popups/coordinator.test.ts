import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceOverlay } from '../../core/overlays';
import {
  attachPopups,
  othersCover,
  popupsState,
  resetCoordinator,
  sendPopups,
  subscribePopups,
} from './coordinator';
import type { PopupsEffect } from './popups.machine';
import { instanceSettings, pageFacts } from './popups.test-helpers';

const facts = pageFacts();

function mount(instance: number, items: unknown[]) {
  sendPopups({
    type: 'settings-read',
    instance,
    settings: instanceSettings({ items }),
    facts,
  });
}

afterEach(() => {
  announceOverlay('modal:test', false);
  announceOverlay('popup:test', false);
  resetCoordinator();
});

describe('the page’s popups', () => {
  it("counts another widget's dialog as covering the page, not the popups' own", () => {
    expect(othersCover()).toBe(false);
    announceOverlay('popup:test', true);
    expect(othersCover()).toBe(false);
    announceOverlay('modal:test', true);
    expect(othersCover()).toBe(true);
  });

  it('hands each effect to the element it names, in order', () => {
    const first: PopupsEffect[] = [];
    const second: PopupsEffect[] = [];
    const a = attachPopups((effect) => first.push(effect));
    const b = attachPopups((effect) => second.push(effect));
    mount(a, [{ id: 'promo', kind: 'promo' }]);
    mount(b, [{ id: 'renew', kind: 'renewal' }]);
    expect(first.map((effect) => [effect.instance, effect.type])).toEqual([[a, 'arm']]);
    expect(second.map((effect) => [effect.instance, effect.type])).toEqual([[b, 'arm']]);
  });

  it('one state for every element: one popup at a time across them', () => {
    const a = attachPopups(() => undefined);
    const b = attachPopups(() => undefined);
    mount(a, [{ id: 'promo', kind: 'promo' }]);
    mount(b, [{ id: 'renew', kind: 'renewal' }]);
    for (const [instance, id] of [
      [a, 'promo'],
      [b, 'renew'],
    ] as const) {
      sendPopups({ type: 'triggered', instance, id, city: null });
      sendPopups({
        type: 'markup-cleaned',
        instance,
        id,
        clean: { form: '', done: '', html: '' },
        facts,
      });
    }
    expect(popupsState().shown?.instance).toBe(a);
    sendPopups({ type: 'closed', facts });
    expect(popupsState().shown?.instance).toBe(b);
  });

  it('an event sent while effects run waits until they are done', () => {
    const order: string[] = [];
    const a = attachPopups((effect) => {
      order.push(effect.type);
      // An adapter that answers at once: the trigger fires as it is armed.
      if (effect.type === 'arm') {
        sendPopups({ type: 'triggered', instance: a, id: effect.id, city: null });
        order.push('sent');
      }
    });
    mount(a, [
      { id: 'promo', kind: 'promo' },
      { id: 'renew', kind: 'renewal' },
    ]);
    expect(order).toEqual(['arm', 'sent', 'arm', 'sent', 'clean', 'clean']);
  });

  it('keeps the same state for an event that changes nothing, so views do not re-render', () => {
    const listener = vi.fn();
    const stop = subscribePopups(listener);
    const a = attachPopups(() => undefined);
    const before = popupsState();
    sendPopups({ type: 'overlay-changed', facts });
    expect(popupsState()).toBe(before);
    mount(a, [{ id: 'promo', kind: 'promo' }]);
    expect(popupsState()).not.toBe(before);
    expect(listener).toHaveBeenCalled();
    stop();
  });

  it('forgets an element once its leaving has been handled', () => {
    const perform = vi.fn();
    const a = attachPopups(perform);
    sendPopups({ type: 'unmounted', instance: a, facts });
    mount(a, [{ id: 'promo', kind: 'promo' }]);
    expect(perform).not.toHaveBeenCalled();
  });
});
