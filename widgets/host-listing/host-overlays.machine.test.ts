import { describe, expect, it } from 'vitest';
import type { Host } from './host-listing.logic';
import { hostOverlaysReducer, initialHostOverlays } from './host-overlays.machine';
import type { ProductCardModel } from './product-card';

const trigger = {} as HTMLElement;
const hostOf = (id: string) => ({ id }) as unknown as Host;
const card = (name: string): ProductCardModel => ({ key: `0:${name}`, name, option: 'Tan' });

describe('hostOverlaysReducer', () => {
  it('opens a host on its summary with its cards, then swaps to the full home', () => {
    const host = hostOf('h001');
    const products = [card('Sven Sofa')];
    const open = hostOverlaysReducer(
      { ...initialHostOverlays, phase: 'full', products: [card('Old')] },
      { type: 'host-opened', host: { value: host, trigger }, products },
    );
    expect(open).toMatchObject({ host: { value: host, trigger }, phase: 'summary', products });
    expect(hostOverlaysReducer(open, { type: 'summary-ended', host }).phase).toBe('full');
  });

  it('completes the open host’s cards and drops what comes for another host', () => {
    const host = hostOf('h001');
    const open = hostOverlaysReducer(initialHostOverlays, {
      type: 'host-opened',
      host: { value: host, trigger },
      products: [card('Sven Sofa')],
    });
    const found = [{ ...card('Sven Sofa'), price: '£1,299' }];
    expect(
      hostOverlaysReducer(open, { type: 'products-found', host, products: found }).products,
    ).toBe(found);
    const other = hostOf('h002');
    expect(hostOverlaysReducer(open, { type: 'products-found', host: other, products: [] })).toBe(
      open,
    );
    expect(hostOverlaysReducer(open, { type: 'summary-ended', host: other })).toBe(open);
    const closed = hostOverlaysReducer(open, { type: 'host-closed' });
    expect(closed.host).toBeNull();
    expect(hostOverlaysReducer(closed, { type: 'summary-ended', host })).toBe(closed);
  });

  it('opens and closes the larger photo beside the host popup', () => {
    const photo = { value: { src: '/a.jpg', alt: 'Sofa', hostName: 'Ann' }, trigger };
    const shown = hostOverlaysReducer(initialHostOverlays, { type: 'photo-opened', photo });
    expect(shown.photo).toBe(photo);
    expect(hostOverlaysReducer(shown, { type: 'photo-closed' }).photo).toBeNull();
  });
});
