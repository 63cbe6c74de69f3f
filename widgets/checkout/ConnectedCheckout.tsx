import { useMemo, useState } from 'react';
import { check, object, string } from '../../core/schema';
import { getSettings } from '../../core/settings/settings';
import type { CheckoutConfig } from './checkout-config';
import { Checkout } from './Checkout';
import { klarnaSessionSchema } from './payment/payment-api';
import { useStripeReturn } from './payment/useStripeReturn';
import { TimedDialogs } from './TimedDialogs';
import { ServerMarkup } from './ServerMarkup';
import { STEP } from './steps.logic';
import { useCheckout, type CheckoutEnv } from './useCheckout';
import { useLaterSteps } from './useLaterSteps';
import { useNextTurn } from '../shared/element/use-next-turn';

export interface ConnectedCheckoutProps {
  readonly config: CheckoutConfig;
  /** Seams for tests and stories. */
  readonly env?: Partial<CheckoutEnv>;
  readonly today?: Date;
  /** The element: its server markup stays up until the open step's view has arrived. */
  readonly container?: HTMLElement;
  /** The server's markup the element kept aside (ElementProps). */
  readonly serverNodes?: () => readonly Node[];
}

const NO_NODES = () => [];

const stripeSettings = object({ publishableKey: string() });

/** <rove-checkout> joined to the page: settings, body flags, the hook and the payment step. */
export function ConnectedCheckout({
  config,
  env,
  today,
  container,
  serverNodes = NO_NODES,
}: ConnectedCheckoutProps) {
  const settings = getSettings();
  const fullEnv: CheckoutEnv = {
    basePath: settings.basePath,
    membershipOnly: settings.flags.membershipOnly,
    membershipLock: settings.flags.membershipLock,
    memberFee: settings.memberFee,
    ...env,
  };
  const checkout = useCheckout(config, fullEnv);
  const extras = useMemo(() => {
    const raw = settings.extra['checkout'] as Record<string, unknown> | undefined;
    const klarna = check(klarnaSessionSchema, raw?.['klarna']);
    const stripe = check(stripeSettings, settings.extra['stripe']);
    const saved = raw?.['saved'] as Record<string, unknown> | undefined;
    const method = saved?.['paymentMethod'];
    return {
      klarna: klarna.ok ? klarna.value : null,
      publishableKey: stripe.ok ? stripe.value.publishableKey : null,
      savedMethod: typeof method === 'string' ? method : null,
    };
  }, [settings]);
  const later = useLaterSteps();
  // Back from a redirect-based card method: settled at once; unless paid, the payment step
  // opens with its outcome.
  useStripeReturn(checkout.selectStep);
  // Decided at the first render only: a shopper who moves on before steps 2–5 have arrived
  // keeps the checkout (and the step's 'loading' note), not the server's markup.
  const [opensLater] = useState(() => checkout.stepper.current !== STEP.account);
  // The summary's chat link opens the page's chat: without a <rove-chat> it leads nowhere.
  // Asked once, not on every render.
  const [hasChat] = useState(
    () => (container?.ownerDocument ?? document).querySelector('rove-chat') !== null,
  );
  // Reading the order and setting up the hook, then rendering every step, was one task of
  // ~70 ms on a phone's 4× slower CPU (issue 22: none over 50 ms): the element's first render
  // keeps the server's markup, which holds the checkout's place, and the steps come a turn later.
  const turn = useNextTurn(container !== undefined);
  if (container && (!turn || (opensLater && later.phase === 'loading')))
    return <ServerMarkup nodes={serverNodes} />;
  return (
    <>
      <Checkout
        config={config}
        checkout={checkout}
        memberFee={settings.memberFee}
        today={today ?? new Date()}
        chat={hasChat}
        later={later}
        payment={({ PaymentSlot }) => (
          <PaymentSlot
            config={config}
            checkout={checkout}
            basePath={fullEnv.basePath}
            {...extras}
          />
        )}
      />
      <TimedDialogs helpPhone={config.helpPhone} />
    </>
  );
}
