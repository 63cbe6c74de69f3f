import { useEffect } from 'react';
import type { Store } from '../../../core/store';
import { useRequestRunner } from '../../shared/state/use-store';
import { setUpCard, type CardSetupInputs } from './card-setup';
import type { PaymentEvent, PaymentState } from './payment.machine';

// The Payment Element's adapter: the setup (card-setup.ts) is the payment machine's events, run by
// the request runner (aborted when the step goes); this hook only says when to start it and
// destroys Stripe's iframe with the step. The card data stays inside Stripe's iframe.

export type { CardElementState, MountedCard } from './payment.machine';

/**
 * Sets the Payment Element up once it is wanted (`wanted`: the card method is chosen and the
 * payment section is shown), and keeps it mounted (hidden when another method is chosen) so that
 * what the shopper typed survives switching methods back and forth. A refused or failed setup is
 * tried again when the card is wanted again or the shopper retries ('card-retried').
 *
 * `now` is stable: it reads the latest inputs when the setup resumes.
 *
 * @example useCardElement(store, plan.cardWanted, props.publishableKey, now); store.getState().card.mounted?.elements
 */
export function useCardElement(
  store: Store<PaymentState, PaymentEvent>,
  wanted: boolean,
  publishableKey: string | null,
  now: () => CardSetupInputs,
): void {
  const runner = useRequestRunner();
  const { round } = store.getState().card;

  useEffect(() => {
    const { phase } = store.getState().card;
    if (!wanted || !publishableKey || phase === 'loading' || phase === 'ready') return;
    store.dispatch({ type: 'card-setup-started' });
    void runner.latest((signal) => setUpCard(store, signal, publishableKey, now));
  }, [wanted, publishableKey, round, store, runner, now]);

  // Stripe's iframe goes with the step.
  useEffect(
    () => () => {
      store.getState().card.element?.destroy();
      store.dispatch({ type: 'step-left' });
    },
    [store],
  );
}
