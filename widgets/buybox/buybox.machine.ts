import type { Country } from '../../core/country';
import type { RoveEventMap } from '../../core/events';
import { isValidEmail } from '../../core/validate/email';
import {
  reselectVisible,
  resolveModel,
  visibleOids,
  type OptionGroup,
  type Selection,
} from './model.logic';
import {
  parseModelsStock,
  type ModelStock,
  type ModelsStock,
  type ProductData,
} from './product-data';
import type { OutdoorCover, ProductExtras } from './product-extras';
import {
  offerToSend,
  protectionEligible,
  type ModelOffers,
  type ProtectionOffer,
} from './protection.logic';
import { clampQty } from './qty.logic';
import { salesDataStock } from './sales-fallback';
import { stockMessage, type StockMessage } from './stock-message';

// The buy box as one pure machine: the selection, the destination, add to cart, notify me, the
// protection offers and the outdoor-cover upsell, with which dialog is waiting for its chunk.
// No clock, network, bus or DOM: each event says what happened; the reducer answers the next
// state and the effects to run as data. buybox-effects.ts runs them; useBuybox.ts holds it in a
// store (core/store.ts).

/**
 * When the outdoor-cover upsell opens (spec/product.md §4, §9: 'The modal opens 2 s after the
 * first add-to-cart press'): counted from the press, not from the cart's answer; at most once.
 */
export const COVER_UPSELL_DELAY_MS = 2000;

/**
 * 'checking': the destination the shopper saved on an earlier visit is being asked about as the
 * page loads; add to cart waits for the answer (it may say the product cannot go there).
 */
export type CartPhase = 'checking' | 'idle' | 'adding' | 'added' | 'failed';

/** The notify-me dialog: shut, being filled in, sending, and how the request ended. */
export type NotifyPhase = 'closed' | 'editing' | 'sending' | 'sent' | 'failed';

/**
 * The upsell: 'armed' (no offer yet), 'counting' the 2 s after a press, 'loading' its dialog's
 * chunk, shown ('offered', 'adding' the cover, 'failed' to), and 'done' once shown or dismissed.
 */
export type CoverPhase =
  'armed' | 'counting' | 'loading' | 'offered' | 'adding' | 'failed' | 'done';

/** A delivery destination chosen for this product (from the 'delivery-changed' bus event). */
export interface Destination {
  readonly postal: string;
  readonly restricted: boolean;
  /** The destination's stock table, or null when its payload was malformed. */
  readonly modelsStock: ModelsStock | null;
}

/** What the buy box is about, fixed for its life. */
export interface BuyboxContext {
  readonly nid: number;
  readonly data: ProductData;
  readonly groups: readonly OptionGroup[];
  readonly extras: ProductExtras;
  readonly locale: string;
  readonly country: Country;
}

export interface BuyboxState {
  readonly context: BuyboxContext;
  readonly selection: Selection;
  readonly inStockOnly: boolean;
  readonly qty: number;
  readonly destination: Destination | null;
  /** The saved destination being asked about (with the model the page opened on), or null. */
  readonly checking: { readonly postal: string; readonly model: string } | null;
  readonly cart: Exclude<CartPhase, 'checking'>;
  /** The notify-me dialog; 'loading': pressed, its chunk on the way. */
  readonly notify: NotifyPhase | 'loading';
  /** The notify-me request on its way, or null. */
  readonly notifyRequest: NotifyRequest | null;
  /** The email was refused (its message shows until it changes or the next submit). */
  readonly emailRefused: boolean;
  readonly cover: CoverPhase;
  /** The cover's add is on its way (its dialog may have been closed meanwhile). */
  readonly coverSending: boolean;
  /** The cover was added (the buy box confirms it). */
  readonly coverAdded: boolean;
  /** The last offers answered (undefined until the first answer, null: no group). */
  readonly offers: ModelOffers | null | undefined;
  /** The chosen offer id; '' is 'No protection'. */
  readonly chosenOffer: string;
}

export type BuyboxEvent =
  /** The element is on the page (again): what it asks about on arrival is asked. */
  | { readonly type: 'box-mounted' }
  | { readonly type: 'option-selected'; readonly aid: number; readonly oid: number }
  | { readonly type: 'in-stock-only-toggled'; readonly value: boolean }
  | { readonly type: 'qty-changed'; readonly qty: number }
  | { readonly type: 'destination-announced'; readonly detail: RoveEventMap['delivery-changed'] }
  | { readonly type: 'saved-destination-checked' }
  | { readonly type: 'add-pressed' }
  /** The cart's answer to the line sent: the new count, or null for a failure. */
  | { readonly type: 'add-answered'; readonly line: BuyboxLine; readonly count: number | null }
  | { readonly type: 'notify-pressed' }
  | { readonly type: 'notify-closed' }
  | { readonly type: 'notify-email-edited' }
  | { readonly type: 'notify-submitted'; readonly email: string; readonly qty: number }
  | { readonly type: 'notify-answered'; readonly accepted: boolean }
  | { readonly type: 'dialogs-loaded' }
  | { readonly type: 'dialogs-failed' }
  | { readonly type: 'upsell-elapsed' }
  | { readonly type: 'cover-add-pressed' }
  | { readonly type: 'cover-answered'; readonly line: BuyboxLine; readonly count: number | null }
  | { readonly type: 'cover-dismissed' }
  /** The offers for `model`, or null when the call failed. */
  | {
      readonly type: 'offers-answered';
      readonly model: string;
      readonly offers: readonly ProtectionOffer[] | null;
    }
  | { readonly type: 'offer-chosen'; readonly id: string };

/** A cart line the buy box sends (with a protection offer id, when one is chosen). */
export interface BuyboxLine {
  readonly nid: number;
  readonly model: string;
  readonly qty: number;
  readonly protection?: string;
}

export type NotifyRequest = RoveEventMap['notify-me'];

export type BuyboxEffect =
  | { readonly type: 'add-line'; readonly line: BuyboxLine }
  | { readonly type: 'add-cover'; readonly line: BuyboxLine }
  | { readonly type: 'send-notify'; readonly request: NotifyRequest }
  | { readonly type: 'ask-offers'; readonly model: string }
  /** An answer on its way no longer applies. */
  | { readonly type: 'drop-offers' }
  | {
      readonly type: 'check-saved-destination';
      readonly postal: string;
      readonly model: string;
    }
  /** Fetch the dialogs' chunk ('dialogs-loaded' or 'dialogs-failed' follows). */
  | { readonly type: 'load-dialogs' }
  /** Fetch it ahead, answering nothing: a dialog may open soon. */
  | { readonly type: 'prefetch-dialogs' }
  | { readonly type: 'start-upsell-timer'; readonly ms: number }
  | { readonly type: 'announce-cart-added'; readonly detail: RoveEventMap['cart-added'] }
  | { readonly type: 'announce-notify-me'; readonly detail: RoveEventMap['notify-me'] };

export interface BuyboxStep {
  readonly state: BuyboxState;
  readonly effects: readonly BuyboxEffect[];
}

/** The destination as the buy box keeps it: its stock table validated. */
export function toDestination(detail: RoveEventMap['delivery-changed']): Destination {
  return {
    postal: detail.postal,
    restricted: detail.restricted,
    modelsStock: parseModelsStock(detail.modelsStock),
  };
}

/** What the state shows: the visible swatches, the model they name and its stock. */
export interface BuyboxView {
  readonly visible: ReadonlySet<number>;
  readonly model: string | null;
  /** The model's stock entry (the destination's, else the page's); undefined without one. */
  readonly modelStock: ModelStock | undefined;
  readonly stock: StockMessage | null;
  readonly restricted: boolean;
}

/** The stock the box goes by: the destination's, when it came with a valid one. */
const stockTable = (state: BuyboxState): ModelsStock =>
  state.destination?.modelsStock ?? state.context.data.models_stock;

/** The visible swatches for a filter (satellite stock counts once a destination is set). */
function visibleFor(state: BuyboxState, inStockOnly: boolean): Set<number> {
  const satellite = state.destination !== null;
  return visibleOids(state.context.data, stockTable(state), { inStockOnly, satellite });
}

/**
 * Everything the view shows that follows from the state (computed, never stored).
 *
 * @example buyboxView(state).model // 'RC1002-PGV-86-WAL'
 */
export function buyboxView(state: BuyboxState): BuyboxView {
  const { data, groups, extras, locale } = state.context;
  const { destination } = state;
  const visible = visibleFor(state, state.inStockOnly);
  const model = resolveModel(data, groups, state.selection, visible);
  const table = stockTable(state);
  const modelStock = model ? (table[model] ?? data.models_stock[model]) : undefined;
  // A model without a stock entry goes by sales_data (spec/product.md 'Product settings objects').
  const stock = modelStock
    ? stockMessage(modelStock, { destination: destination?.postal ?? null, locale })
    : model
      ? salesDataStock(extras.salesData, locale)
      : null;
  return { visible, model, modelStock, stock, restricted: destination?.restricted === true };
}

/** The model whose protection offers are wanted, or null (none for this one). */
function offersWanted(state: BuyboxState, view = buyboxView(state)): string | null {
  const { model, stock, restricted } = view;
  return protectionEligible({ country: state.context.country, model, stock, restricted })
    ? model
    : null;
}

/** What the shopper sees of the offers and the one add to cart sends. */
export function protectionView(state: BuyboxState, view = buyboxView(state)) {
  const wanted = offersWanted(state, view);
  const { offers } = state;
  const shown = wanted !== null && offers && offers.offers.length > 0 ? offers : null;
  return {
    /** The offers to show (the last answered ones), or null: no group. */
    offers: shown,
    /** The shown offers belong to the previous model while this model's are on the way. */
    busy: shown !== null && shown.model !== view.model,
    /** The first offers are on the way: the view holds the group's place. */
    pending: wanted !== null && offers === undefined,
    toSend: offerToSend(shown, view.model, state.chosenOffer),
  };
}

/** The add button's phase: the saved destination's answer comes first. */
export const cartPhase = (state: BuyboxState): CartPhase =>
  state.checking ? 'checking' : state.cart;

/** A state-changing call (an add, a notify-me request) is out: one at a time. */
const sending = (state: BuyboxState) => state.cart === 'adding' || state.notifyRequest !== null;

/**
 * The state a buy box opens on: `selection` picks the options among the visible ones (the
 * address's, else the default model's); `checkingPostal` is the destination the shopper saved
 * on an earlier visit, asked about only when none was announced before the box.
 */
export function initialBuyboxState(
  context: BuyboxContext,
  start: {
    selection: (visible: ReadonlySet<number>) => Selection;
    destination: Destination | null;
    checkingPostal: string | null;
  },
): BuyboxState {
  const blank: BuyboxState = {
    context,
    selection: {},
    inStockOnly: false,
    qty: 1,
    destination: start.destination,
    checking: null,
    cart: 'idle',
    notify: 'closed',
    notifyRequest: null,
    emailRefused: false,
    cover: 'armed',
    coverSending: false,
    coverAdded: false,
    offers: undefined,
    chosenOffer: '',
  };
  const selection = start.selection(visibleFor(blank, false));
  const opened = { ...blank, selection };
  const model = buyboxView(opened).model;
  return {
    ...opened,
    checking:
      start.destination || start.checkingPostal === null
        ? null
        : { postal: start.checkingPostal, model: model ?? '' },
    // Only the first offers are waited for (the group holds its place meanwhile).
    offers: offersWanted(opened) === null ? null : undefined,
  };
}

function pressAdd(state: BuyboxState, effects: BuyboxEffect[]): BuyboxState {
  const view = buyboxView(state);
  const { model } = view;
  const canAdd = view.stock?.canBuy === true && !view.restricted;
  // The saved destination's answer decides first; never two calls at once.
  if (!model || !canAdd || state.checking || sending(state)) return state;
  const protection = protectionView(state, view).toSend;
  const line = { nid: state.context.nid, model, qty: state.qty };
  effects.push({ type: 'add-line', line: protection ? { ...line, protection } : line });
  // The upsell counts from the first press; later presses while it counts do not restart it.
  if (state.context.extras.outdoorCover && state.cover === 'armed') {
    effects.push(
      { type: 'prefetch-dialogs' },
      { type: 'start-upsell-timer', ms: COVER_UPSELL_DELAY_MS },
    );
    return { ...state, cart: 'adding', cover: 'counting' };
  }
  return { ...state, cart: 'adding' };
}

/** An add that went in is announced (the header count follows); true when it went in. */
function announceAdd(
  event: { line: BuyboxLine; count: number | null },
  effects: BuyboxEffect[],
): boolean {
  if (event.count === null) return false;
  effects.push({ type: 'announce-cart-added', detail: { ...event.line, count: event.count } });
  return true;
}

/**
 * The cover's add was answered, also when 'No thanks' closed the dialog meanwhile: added, the
 * dialog closes with the buy box's confirmation; failed, it shows (again) with the error.
 */
function coverAnswered(
  state: BuyboxState,
  event: { line: BuyboxLine; count: number | null },
  effects: BuyboxEffect[],
): BuyboxState {
  if (!state.coverSending) return state;
  const added = announceAdd(event, effects);
  return {
    ...state,
    cover: added ? 'done' : 'failed',
    coverSending: false,
    coverAdded: state.coverAdded || added,
  };
}

function submitNotify(
  state: BuyboxState,
  event: { email: string; qty: number },
  effects: BuyboxEffect[],
): BuyboxState {
  const { model } = buyboxView(state);
  if (!model || sending(state)) return state;
  if (!isValidEmail(event.email)) return { ...state, emailRefused: true };
  const request = {
    nid: state.context.nid,
    model,
    qty: clampQty(event.qty),
    email: event.email.trim(),
  };
  effects.push({ type: 'send-notify', request });
  return { ...state, notify: 'sending', notifyRequest: request, emailRefused: false };
}

/**
 * The dialogs' chunk arrived (`loaded`), or could not: the dialogs waiting for it open, or stay
 * closed (the next notify-me press tries again; the upsell, already counted, is used up as it
 * would be once shown).
 */
function dialogsSettled(state: BuyboxState, loaded: boolean): BuyboxState {
  const { notify, cover } = state;
  if (notify !== 'loading' && cover !== 'loading') return state;
  return {
    ...state,
    notify: notify !== 'loading' ? notify : loaded ? 'editing' : 'closed',
    cover: cover !== 'loading' ? cover : loaded ? 'offered' : 'done',
  };
}

/**
 * Our reading for a failed add: when the 2 s end and that add has failed, the offer is not
 * shown (a cover for a product that is not in the cart would confuse, and the modal would hide
 * the error) and not used up: the next press counts again.
 */
function upsellElapsed(state: BuyboxState, effects: BuyboxEffect[]): BuyboxState {
  if (state.cover !== 'counting') return state;
  if (state.cart === 'failed') return { ...state, cover: 'armed' };
  effects.push({ type: 'load-dialogs' });
  return { ...state, cover: 'loading' };
}

function pressAddCover(state: BuyboxState, effects: BuyboxEffect[]): BuyboxState {
  const cover: OutdoorCover | null = state.context.extras.outdoorCover;
  const shown = state.cover === 'offered' || state.cover === 'failed';
  if (!cover || !shown || state.coverSending) return state;
  effects.push({ type: 'add-cover', line: { nid: cover.nid, model: cover.model, qty: 1 } });
  return { ...state, cover: 'adding', coverSending: true };
}

function offersAnswered(
  state: BuyboxState,
  event: { model: string; offers: readonly ProtectionOffer[] | null },
): BuyboxState {
  if (offersWanted(state) !== event.model) return state; // a late answer for an older model
  const { offers } = event;
  if (!offers) return { ...state, offers: null };
  // A plan with the same id for the new model stays chosen; otherwise back to none.
  const chosenOffer = offers.some((offer) => offer.id === state.chosenOffer)
    ? state.chosenOffer
    : '';
  return { ...state, offers: { model: event.model, offers }, chosenOffer };
}

/** The offers follow the model they are wanted for: asked again, or dropped. */
function followOffers(before: BuyboxState, after: BuyboxState, effects: BuyboxEffect[]) {
  if (after === before) return after;
  const wanted = offersWanted(after);
  if (wanted === offersWanted(before)) return after;
  if (wanted !== null) {
    effects.push({ type: 'ask-offers', model: wanted });
    return after;
  }
  effects.push({ type: 'drop-offers' });
  return { ...after, offers: null };
}

/** The events that change what is chosen or shown, without a call of their own. */
function choose(state: BuyboxState, event: BuyboxEvent): BuyboxState {
  switch (event.type) {
    case 'option-selected':
      // The last add's outcome no longer applies (an add on its way keeps its phase).
      return {
        ...state,
        selection: { ...state.selection, [event.aid]: event.oid },
        cart: state.cart === 'adding' ? 'adding' : 'idle',
      };
    case 'in-stock-only-toggled':
      return {
        ...state,
        inStockOnly: event.value,
        selection: reselectVisible(
          state.context.groups,
          state.selection,
          visibleFor(state, event.value),
        ),
      };
    case 'destination-announced':
      return event.detail.nid === state.context.nid
        ? { ...state, destination: toDestination(event.detail) }
        : state;
    default:
      return state;
  }
}

function mounted(state: BuyboxState, effects: BuyboxEffect[]): BuyboxState {
  if (state.checking) effects.push({ type: 'check-saved-destination', ...state.checking });
  const wanted = offersWanted(state);
  if (wanted !== null) effects.push({ type: 'ask-offers', model: wanted });
  // A chunk that arrived while the element was away was not heard: ask again.
  if (state.notify === 'loading' || state.cover === 'loading')
    effects.push({ type: 'load-dialogs' });
  return state;
}

function dialogEvent(state: BuyboxState, event: BuyboxEvent, effects: BuyboxEffect[]) {
  switch (event.type) {
    case 'notify-pressed':
      if (state.notify === 'loading') return state;
      effects.push({ type: 'load-dialogs' });
      return { ...state, notify: 'loading' as const, emailRefused: false };
    case 'notify-closed':
      return state.notify === 'closed' ? state : { ...state, notify: 'closed' as const };
    case 'notify-email-edited':
      return state.emailRefused ? { ...state, emailRefused: false } : state;
    case 'notify-submitted':
      return submitNotify(state, event, effects);
    case 'dialogs-loaded':
    case 'dialogs-failed':
      return dialogsSettled(state, event.type === 'dialogs-loaded');
    case 'upsell-elapsed':
      return upsellElapsed(state, effects);
    case 'cover-add-pressed':
      return pressAddCover(state, effects);
    case 'cover-dismissed':
      // Also while adding: the add goes on, and its answer is still heard.
      return state.cover === 'offered' || state.cover === 'failed' || state.cover === 'adding'
        ? { ...state, cover: 'done' as const }
        : state;
    default:
      return state;
  }
}

function transition(state: BuyboxState, event: BuyboxEvent, effects: BuyboxEffect[]): BuyboxState {
  switch (event.type) {
    case 'box-mounted':
      return mounted(state, effects);
    case 'qty-changed':
      return { ...state, qty: clampQty(event.qty) };
    case 'saved-destination-checked':
      return state.checking ? { ...state, checking: null } : state;
    case 'add-pressed':
      return pressAdd(state, effects);
    case 'add-answered':
      if (state.cart !== 'adding') return state;
      return { ...state, cart: announceAdd(event, effects) ? 'added' : 'failed' };
    case 'notify-answered': {
      const request = state.notifyRequest;
      if (!request) return state;
      if (event.accepted) effects.push({ type: 'announce-notify-me', detail: request });
      // As the request ends, also when the dialog was closed meanwhile: the shopper learns how.
      return { ...state, notify: event.accepted ? 'sent' : 'failed', notifyRequest: null };
    }
    case 'cover-answered':
      return coverAnswered(state, event, effects);
    case 'offers-answered':
      return offersAnswered(state, event);
    case 'offer-chosen':
      return state.chosenOffer === event.id ? state : { ...state, chosenOffer: event.id };
    default:
      return dialogEvent(choose(state, event), event, effects);
  }
}

/**
 * The buy box's reducer: the next state and the effects to run, as data.
 *
 * @example buyboxMachine(state, { type: 'add-pressed' }).effects // [{ type: 'add-line', line: … }]
 */
export function buyboxMachine(state: BuyboxState, event: BuyboxEvent): BuyboxStep {
  const effects: BuyboxEffect[] = [];
  const next = followOffers(state, transition(state, event, effects), effects);
  return { state: next, effects };
}

/**
 * `buyboxMachine` as core/store's reducer, over the last step: a step that changed nothing and
 * asks for nothing is the same step (no render).
 */
export function buyboxStepReducer(step: BuyboxStep, event: BuyboxEvent): BuyboxStep {
  const next = buyboxMachine(step.state, event);
  return next.state === step.state && next.effects.length === 0 ? step : next;
}
