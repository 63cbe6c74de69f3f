// <rove-delivery>'s state (spec/product.md's delivery check), pure and tested without a DOM: the
// dialog, what the shopper typed, the check on its way, the message under the input and the
// destination shown. useDelivery.ts carries the effects (the call, the cookies, the bus) and
// tells this reducer what happened; the view only shows its state.

export interface DeliveryState {
  readonly open: boolean;
  /** What the shopper typed; kept as typed after an error. */
  readonly postal: string;
  readonly busy: boolean;
  /** The message under the input (validation, 'Error response.', 'An error has occurred.'). */
  readonly error: string | null;
  /** The destination's label, from the cookie or the last reply. */
  readonly label: string | null;
  /** The fragile-product message for the current destination, shown beside the button. */
  readonly restrictedMessage: string | null;
}

/** A destination for this product, as the button and the fragile message show it. */
export type ShownDestination = Pick<DeliveryState, 'postal' | 'label' | 'restrictedMessage'>;

export type DeliveryEvent =
  | { type: 'opened' }
  | { type: 'closed' }
  | { type: 'typed'; postal: string }
  /** The postcode failed its check before any call, or the call failed: the message says why. */
  | { type: 'refused'; message: string }
  | { type: 'check-started' }
  /** The destination was saved: the dialog closes (what it shows comes with 'destination-shown'). */
  | { type: 'saved' }
  | { type: 'destination-shown'; destination: ShownDestination };

/**
 * @example deliveryReducer(state, { type: 'check-started' }).busy // true
 * @example deliveryReducer(state, { type: 'refused', message: 'Error response.' }).busy // false
 */
export function deliveryReducer(state: DeliveryState, event: DeliveryEvent): DeliveryState {
  switch (event.type) {
    case 'opened':
      return { ...state, open: true, error: null };
    case 'closed':
      return { ...state, open: false, busy: false };
    case 'typed':
      return { ...state, postal: event.postal };
    case 'refused':
      return { ...state, busy: false, error: event.message };
    case 'check-started':
      return { ...state, busy: true, error: null };
    case 'saved':
      return { ...state, open: false, busy: false, error: null };
    case 'destination-shown':
      return { ...state, ...event.destination };
  }
}
