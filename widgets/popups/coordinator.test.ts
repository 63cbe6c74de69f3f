import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceOverlay } from '../../core/overlays';
import { kindShown, requestPopup, resetCoordinator } from './coordinator';

afterEach(() => {
  announceOverlay('modal:test', false);
  announceOverlay('popup:test', false);
  resetCoordinator();
});

describe('requestPopup', () => {
  it('shows one popup at a time; the next waits for the first to close', () => {
    const first = vi.fn();
    const second = vi.fn();
    const a = requestPopup({ id: 'a', kind: 'newsletter', show: first });
    requestPopup({ id: 'b', kind: 'promo', show: second });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    a.release();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('shows each kind at most once per page, across instances', () => {
    const first = vi.fn();
    const again = vi.fn();
    requestPopup({ id: 'a', kind: 'newsletter', show: first }).release();
    requestPopup({ id: 'b', kind: 'newsletter', show: again });
    expect(first).toHaveBeenCalledTimes(1);
    expect(again).not.toHaveBeenCalled();
    expect(kindShown('newsletter')).toBe(true);
    expect(kindShown('promo')).toBe(false);
  });

  it("waits while another widget's dialog is open, then shows", () => {
    announceOverlay('modal:test', true);
    const show = vi.fn();
    requestPopup({ id: 'a', kind: 'promo', show });
    expect(show).not.toHaveBeenCalled();
    announceOverlay('modal:test', false);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it("does not wait for the popups' own dialogs", () => {
    announceOverlay('popup:test', true);
    const show = vi.fn();
    requestPopup({ id: 'a', kind: 'promo', show });
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('drops a waiting popup that is no longer wanted or was withdrawn', () => {
    announceOverlay('modal:test', true);
    const unwanted = vi.fn();
    const withdrawn = vi.fn();
    const wanted = vi.fn();
    requestPopup({ id: 'a', kind: 'newsletter', show: unwanted, stillWanted: () => false });
    requestPopup({ id: 'b', kind: 'promo', show: withdrawn }).release();
    requestPopup({ id: 'c', kind: 'renewal', show: wanted });
    announceOverlay('modal:test', false);
    expect(unwanted).not.toHaveBeenCalled();
    expect(withdrawn).not.toHaveBeenCalled();
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(kindShown('newsletter')).toBe(false);
  });

  it('keeps a second popup of a kind from showing after the first, even when queued', () => {
    const first = vi.fn();
    const second = vi.fn();
    const ticket = requestPopup({ id: 'a', kind: 'promo', show: first });
    requestPopup({ id: 'b', kind: 'promo', show: second });
    ticket.release();
    expect(second).not.toHaveBeenCalled();
  });
});
