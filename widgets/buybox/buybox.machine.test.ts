import { describe, expect, it } from 'vitest';
import type { Country } from '../../core/country';
import {
  COVER_UPSELL_DELAY_MS,
  buyboxMachine,
  buyboxStepReducer,
  buyboxView,
  cartPhase,
  initialBuyboxState,
  protectionView,
  type BuyboxState,
  type Destination,
} from './buybox.machine';
import { EMPTY_STOCK, OUTDOOR_COVER, SOFA } from './fixtures';
import { stepMachine } from '../shared/testing/step-machine';
import { buildGroups, defaultSelection, type Selection } from './model.logic';
import type { ProductData } from './product-data';
import type { ProductExtras } from './product-extras';
import type { ProtectionOffer } from './protection.logic';

// The buy box machine without a network, timer, bus or DOM: events in, the next state and the
// effects out. The adapters' part (buybox-effects.ts) is tested in buybox-effects.test.ts, the
// whole element in buybox.element.test.tsx and buybox.offers.element.test.tsx.

const PGV_86 = 'RC1-PGV-86-WAL';
const OTL_86 = 'RC1-OTL-86-WAL';
/** SOFA with Oat Linen 86" sold out (nothing in stock, pre-order or a message): notify me. */
const SOLD_OUT: ProductData = {
  ...SOFA,
  models_stock: { ...SOFA.models_stock, [OTL_86]: { ...EMPTY_STOCK } },
};
const EXTRAS: ProductExtras = {
  swatchImages: new Map(),
  salesData: null,
  finalSaleModels: new Set(),
  outdoorCover: null,
  title: 'Sofa',
};
const OFFERS: ProtectionOffer[] = [
  { id: '3y', title: '3-Year', durationMonths: 36, cost: 89 },
  { id: '5y', title: '5-Year', durationMonths: 60, cost: 129 },
];
const LINE = { nid: 7, model: PGV_86, qty: 1 };

interface Opening {
  data?: ProductData;
  extras?: Partial<ProductExtras>;
  country?: Country;
  selection?: Selection;
  destination?: Destination | null;
  checkingPostal?: string | null;
}

/** A buy box and the effects its events asked for, event by event. */
function buybox(opening: Opening = {}) {
  const data = opening.data ?? SOLD_OUT;
  const groups = buildGroups(data);
  const start = initialBuyboxState(
    {
      nid: 7,
      data,
      groups,
      extras: { ...EXTRAS, ...opening.extras },
      locale: 'en_US',
      country: opening.country ?? 'UK',
    },
    {
      destination: opening.destination ?? null,
      checkingPostal: opening.checkingPostal ?? null,
      selection: (visible) => opening.selection ?? defaultSelection(data, groups, visible),
    },
  );
  const driver = stepMachine(buyboxMachine, start);
  return Object.assign(driver, {
    pickOatLinen: () => driver.send({ type: 'option-selected', aid: 1, oid: 102 }),
  });
}

/** The model the box shows now. */
const modelOf = (box: { readonly state: BuyboxState }) => buyboxView(box.state).model;

describe('the buy box opens', () => {
  it('on the default model, with nothing asked until it is on the page', () => {
    const box = buybox();
    expect(modelOf(box)).toBe(PGV_86);
    expect(cartPhase(box.state)).toBe('idle');
    expect(box.send({ type: 'box-mounted' })).toEqual([]);
  });

  it('on the address’s options when it names some', () => {
    expect(modelOf(buybox({ selection: { 1: 102, 2: 202, 3: 301 } }))).toBe(OTL_86);
  });

  it('asks about a saved destination first, then the offers, holding add to cart meanwhile', () => {
    const box = buybox({ country: 'US', checkingPostal: '10001' });
    expect(cartPhase(box.state)).toBe('checking');
    expect(protectionView(box.state).pending).toBe(true);
    expect(box.send({ type: 'box-mounted' })).toEqual([
      { type: 'check-saved-destination', postal: '10001', model: PGV_86 },
      { type: 'ask-offers', model: PGV_86 },
    ]);
    expect(box.unchangedBy({ type: 'add-pressed' })).toBe(true);
    box.send({ type: 'saved-destination-checked' });
    expect(cartPhase(box.state)).toBe('idle');
    expect(box.unchangedBy({ type: 'saved-destination-checked' })).toBe(true);
  });

  it('asks about no saved destination when one was already announced', () => {
    const destination = { postal: '10001', restricted: false, modelsStock: null };
    const box = buybox({ destination, checkingPostal: '10001' });
    expect(cartPhase(box.state)).toBe('idle');
  });
});

describe('add to cart', () => {
  it('adds once: a second press while adding sends nothing; the count is announced', () => {
    const box = buybox();
    expect(box.send({ type: 'add-pressed' })).toEqual([{ type: 'add-line', line: LINE }]);
    expect(cartPhase(box.state)).toBe('adding');
    expect(box.unchangedBy({ type: 'add-pressed' })).toBe(true);
    expect(box.send({ type: 'add-answered', line: LINE, count: 3 })).toEqual([
      { type: 'announce-cart-added', detail: { ...LINE, count: 3 } },
    ]);
    expect(cartPhase(box.state)).toBe('added');
    // A stale or repeated answer is no second add.
    expect(box.unchangedBy({ type: 'add-answered', line: LINE, count: 4 })).toBe(true);
  });

  it('shows a failure and keeps the selection; a new choice clears the outcome', () => {
    const box = buybox();
    box.send({ type: 'add-pressed' });
    expect(box.send({ type: 'add-answered', line: LINE, count: null })).toEqual([]);
    expect(cartPhase(box.state)).toBe('failed');
    expect(modelOf(box)).toBe(PGV_86);
    box.send({ type: 'option-selected', aid: 2, oid: 203 });
    expect(cartPhase(box.state)).toBe('idle');
  });

  it('keeps adding through a new choice of options', () => {
    const box = buybox();
    box.send({ type: 'add-pressed' });
    box.pickOatLinen();
    expect(cartPhase(box.state)).toBe('adding');
  });

  it('sends the quantity, clamped to 1–10', () => {
    const box = buybox();
    box.send({ type: 'qty-changed', qty: 40 });
    expect(box.state.qty).toBe(10);
    box.send({ type: 'qty-changed', qty: 0 });
    expect(box.send({ type: 'add-pressed' })).toEqual([{ type: 'add-line', line: LINE }]);
  });

  it('sends nothing for an incomplete selection, a sold-out model or a restricted destination', () => {
    expect(buybox({ selection: { 1: 103 } }).unchangedBy({ type: 'add-pressed' })).toBe(true);
    const soldOut = buybox();
    soldOut.pickOatLinen();
    expect(soldOut.unchangedBy({ type: 'add-pressed' })).toBe(true);
    const restricted = buybox();
    restricted.send({
      type: 'destination-announced',
      detail: { nid: 7, postal: '99501', restricted: true, modelsStock: {} },
    });
    expect(buyboxView(restricted.state).restricted).toBe(true);
    expect(restricted.unchangedBy({ type: 'add-pressed' })).toBe(true);
  });
});

describe('the destination', () => {
  it('follows the one announced for this product only, its stock replacing the page’s', () => {
    const box = buybox();
    expect(
      box.unchangedBy({
        type: 'destination-announced',
        detail: { nid: 8, postal: '10001', restricted: true, modelsStock: {} },
      }),
    ).toBe(true);
    box.send({
      type: 'destination-announced',
      detail: {
        nid: 7,
        postal: '10001',
        restricted: false,
        modelsStock: { [PGV_86]: { ...EMPTY_STOCK, hs: 4 } },
      },
    });
    expect(buyboxView(box.state).stock?.kind).toBe('satellite');
  });

  it('in-stock only re-selects the first visible option of a group whose choice went', () => {
    const box = buybox({ selection: { 1: 103, 2: 203, 3: 301 } });
    box.send({ type: 'in-stock-only-toggled', value: true });
    expect(box.state.selection).toEqual({ 1: 103, 2: 203, 3: 301 });
    // Oat Linen is in no model in stock (86" sold out, 96" hidden): Fabric takes its first.
    const gone = buybox({ selection: { 1: 102, 2: 202, 3: 301 } });
    gone.send({ type: 'in-stock-only-toggled', value: true });
    expect(gone.state.selection).toEqual({ 1: 103, 2: 202, 3: 301 });
  });
});

describe('notify me', () => {
  const soldOut = () => {
    const box = buybox();
    box.pickOatLinen();
    return box;
  };
  /** Sold out, with the notify dialog open (its chunk arrived). */
  const dialogOpen = () => {
    const box = soldOut();
    box.send({ type: 'notify-pressed' });
    box.send({ type: 'dialogs-loaded' });
    return box;
  };
  /** A good request on its way: a@b.co wants one. */
  const requestSent = () => {
    const box = dialogOpen();
    box.send({ type: 'notify-submitted', email: 'a@b.co', qty: 1 });
    return box;
  };

  it('waits for the dialogs’ chunk, once however often it is pressed, then opens', () => {
    const box = soldOut();
    expect(box.send({ type: 'notify-pressed' })).toEqual([{ type: 'load-dialogs' }]);
    expect(box.state.notify).toBe('loading');
    expect(box.unchangedBy({ type: 'notify-pressed' })).toBe(true);
    box.send({ type: 'dialogs-loaded' });
    expect(box.state.notify).toBe('editing');
    expect(box.unchangedBy({ type: 'dialogs-loaded' })).toBe(true);
  });

  it('stays closed when closed before its chunk arrived, or when the chunk cannot arrive', () => {
    const box = soldOut();
    box.send({ type: 'notify-pressed' });
    box.send({ type: 'notify-closed' });
    expect(box.unchangedBy({ type: 'dialogs-loaded' })).toBe(true);
    expect(box.state.notify).toBe('closed');
    box.send({ type: 'notify-pressed' });
    box.send({ type: 'dialogs-failed' });
    expect(box.state.notify).toBe('closed');
    // The next press tries again.
    expect(box.send({ type: 'notify-pressed' })).toEqual([{ type: 'load-dialogs' }]);
  });

  it('refuses a bad email until it changes, then sends once and announces an accepted request', () => {
    const box = dialogOpen();
    expect(box.send({ type: 'notify-submitted', email: 'nope', qty: 2 })).toEqual([]);
    expect(box.state.emailRefused).toBe(true);
    box.send({ type: 'notify-email-edited' });
    expect(box.state.emailRefused).toBe(false);
    const request = { nid: 7, model: OTL_86, qty: 10, email: 'a@b.co' };
    expect(box.send({ type: 'notify-submitted', email: ' a@b.co ', qty: 12 })).toEqual([
      { type: 'send-notify', request },
    ]);
    expect(box.state.notify).toBe('sending');
    expect(box.unchangedBy({ type: 'notify-submitted', email: 'a@b.co', qty: 1 })).toBe(true);
    expect(box.send({ type: 'notify-answered', accepted: true })).toEqual([
      { type: 'announce-notify-me', detail: request },
    ]);
    expect(box.state.notify).toBe('sent');
    expect(box.unchangedBy({ type: 'notify-answered', accepted: true })).toBe(true);
  });

  it('keeps the dialog open with the error when the request fails', () => {
    const box = requestSent();
    expect(box.send({ type: 'notify-answered', accepted: false })).toEqual([]);
    expect(box.state.notify).toBe('failed');
  });

  it('still hears a request the shopper closed the dialog on, and says how it ended', () => {
    const box = requestSent();
    box.send({ type: 'notify-closed' });
    expect(box.send({ type: 'notify-answered', accepted: true })).toEqual([
      { type: 'announce-notify-me', detail: { nid: 7, model: OTL_86, qty: 1, email: 'a@b.co' } },
    ]);
    expect(box.state.notify).toBe('sent');
  });

  it('and add to cart make one call at a time', () => {
    const box = requestSent();
    box.send({ type: 'option-selected', aid: 1, oid: 103 }); // back to a model in stock
    expect(box.unchangedBy({ type: 'add-pressed' })).toBe(true);
  });
});

describe('the outdoor-cover upsell', () => {
  const withCover = () => buybox({ extras: { outdoorCover: OUTDOOR_COVER } });
  const COVER_LINE = { nid: OUTDOOR_COVER.nid, model: OUTDOOR_COVER.model, qty: 1 };
  /** Pressed, and the 2 s are over: the dialog's chunk is on its way. */
  const countedOut = () => {
    const box = withCover();
    box.send({ type: 'add-pressed' });
    box.send({ type: 'upsell-elapsed' });
    return box;
  };

  it('counts 2 s from the first press, not restarted by the next, and offers once', () => {
    const box = withCover();
    expect(COVER_UPSELL_DELAY_MS).toBe(2000);
    expect(box.send({ type: 'add-pressed' })).toEqual([
      { type: 'add-line', line: LINE },
      { type: 'prefetch-dialogs' },
      { type: 'start-upsell-timer', ms: 2000 },
    ]);
    box.send({ type: 'add-answered', line: LINE, count: 3 });
    // A second press while the count runs does not restart it.
    expect(box.send({ type: 'add-pressed' })).toEqual([{ type: 'add-line', line: LINE }]);
    expect(box.send({ type: 'upsell-elapsed' })).toEqual([{ type: 'load-dialogs' }]);
    box.send({ type: 'dialogs-loaded' });
    expect(box.state.cover).toBe('offered');
    box.send({ type: 'cover-dismissed' });
    box.send({ type: 'add-answered', line: LINE, count: 4 });
    expect(box.send({ type: 'add-pressed' })).toEqual([{ type: 'add-line', line: LINE }]);
    expect(box.unchangedBy({ type: 'upsell-elapsed' })).toBe(true);
  });

  it('skips the offer when the add failed, and lets the next press count again', () => {
    const box = withCover();
    box.send({ type: 'add-pressed' });
    box.send({ type: 'add-answered', line: LINE, count: null });
    expect(box.send({ type: 'upsell-elapsed' })).toEqual([]);
    expect(box.state.cover).toBe('armed');
    expect(box.send({ type: 'add-pressed' })).toContainEqual({
      type: 'start-upsell-timer',
      ms: 2000,
    });
    box.send({ type: 'upsell-elapsed' });
    expect(box.state.cover).toBe('loading');
  });

  it('is used up when its chunk cannot arrive', () => {
    const box = countedOut();
    box.send({ type: 'dialogs-failed' });
    expect(box.state.cover).toBe('done');
  });

  it('adds the cover once, announcing it like any add; a failure keeps the dialog to try again', () => {
    const box = countedOut();
    box.send({ type: 'dialogs-loaded' });
    expect(box.send({ type: 'cover-add-pressed' })).toEqual([
      { type: 'add-cover', line: COVER_LINE },
    ]);
    expect(box.unchangedBy({ type: 'cover-add-pressed' })).toBe(true);
    box.send({ type: 'cover-answered', line: COVER_LINE, count: null });
    expect(box.state.cover).toBe('failed');
    box.send({ type: 'cover-add-pressed' });
    expect(box.send({ type: 'cover-answered', line: COVER_LINE, count: 5 })).toEqual([
      { type: 'announce-cart-added', detail: { ...COVER_LINE, count: 5 } },
    ]);
    expect(box.state).toMatchObject({ cover: 'done', coverAdded: true });
    expect(box.unchangedBy({ type: 'cover-answered', line: COVER_LINE, count: 6 })).toBe(true);
  });

  it('closes on No thanks while the cover is on its way, whose answer is still heard', () => {
    const added = countedOut();
    added.send({ type: 'dialogs-loaded' });
    added.send({ type: 'cover-add-pressed' });
    added.send({ type: 'cover-dismissed' });
    expect(added.state.cover).toBe('done');
    expect(added.send({ type: 'cover-answered', line: COVER_LINE, count: 5 })).toEqual([
      { type: 'announce-cart-added', detail: { ...COVER_LINE, count: 5 } },
    ]);
    expect(added.state.coverAdded).toBe(true);
    const failed = countedOut();
    failed.send({ type: 'dialogs-loaded' });
    failed.send({ type: 'cover-add-pressed' });
    failed.send({ type: 'cover-dismissed' });
    failed.send({ type: 'cover-answered', line: COVER_LINE, count: null });
    expect(failed.state.cover).toBe('failed');
  });
});

describe('protection offers', () => {
  const inUS = () => buybox({ country: 'US' });

  it('are not asked for outside the US and Canada', () => {
    const box = buybox();
    expect(protectionView(box.state)).toMatchObject({ offers: null, pending: false });
  });

  it('show the answer; the choice travels with add to cart', () => {
    const box = inUS();
    box.send({ type: 'offers-answered', model: PGV_86, offers: OFFERS });
    expect(protectionView(box.state)).toMatchObject({ busy: false, pending: false });
    box.send({ type: 'offer-chosen', id: '5y' });
    expect(box.send({ type: 'add-pressed' })).toEqual([
      { type: 'add-line', line: { ...LINE, protection: '5y' } },
    ]);
  });

  it('are asked again for a new model, the old ones shown busy; a same-id plan stays chosen', () => {
    const box = inUS();
    box.send({ type: 'offers-answered', model: PGV_86, offers: OFFERS });
    box.send({ type: 'offer-chosen', id: '3y' });
    expect(box.send({ type: 'option-selected', aid: 2, oid: 203 })).toEqual([
      { type: 'ask-offers', model: 'RC1-PGV-96-WAL' },
    ]);
    expect(protectionView(box.state)).toMatchObject({ busy: true, toSend: null });
    // A late answer for the model before is dropped.
    expect(box.unchangedBy({ type: 'offers-answered', model: PGV_86, offers: [] })).toBe(true);
    box.send({ type: 'offers-answered', model: 'RC1-PGV-96-WAL', offers: OFFERS.slice(0, 1) });
    expect(protectionView(box.state)).toMatchObject({ busy: false, toSend: '3y' });
  });

  it('are dropped when the model can no longer have them', () => {
    const box = inUS();
    expect(box.pickOatLinen()).toEqual([{ type: 'drop-offers' }]);
    expect(protectionView(box.state)).toMatchObject({ offers: null, pending: false });
  });

  it('hide the group when the call failed', () => {
    const box = inUS();
    box.send({ type: 'offers-answered', model: PGV_86, offers: null });
    expect(protectionView(box.state)).toMatchObject({ offers: null, pending: false });
  });
});

describe('as the store’s reducer', () => {
  it('keeps the same step for an event that changes nothing (no render)', () => {
    const box = buybox();
    const step = { state: box.state, effects: [] };
    expect(buyboxStepReducer(step, { type: 'notify-closed' })).toBe(step);
    expect(buyboxStepReducer(step, { type: 'add-pressed' })).not.toBe(step);
  });
});
