import { useEffect, useRef, type ReactNode } from 'react';
import { getSettings } from '../../core/settings/settings';
import { useCheckoutText, type CheckoutMessages, type CheckoutTextKey } from './checkout-text';
import { interpolate } from '../../core/i18n/translate';
import { formatMoney } from '../../core/money';
import { AccountStep } from './AccountStep';
import type { CheckoutConfig } from './checkout-config';
import { ErrorList } from './ErrorList';
import { JOIN, membershipExpiry, OPT_OUT } from './membership.logic';
import { OrderSummary } from './OrderSummary';
import type { ProtectionChoice } from './ProtectionStep';
import { stepHeadingId, StepSection } from './StepSection';
import { STEP, stepStatuses, type StepIndex, type StepName } from './steps.logic';
import { protectionCost, type UseCheckout } from './useCheckout';
import type { LaterSteps, LaterStepsState } from './useLaterSteps';
import { usePageId } from '../shared/element/use-page-id';
import { shippingRowText } from './shipping.logic';

const TITLE_KEYS: Readonly<Record<StepName, CheckoutTextKey>> = {
  account: 'stepAccount',
  membership: 'stepMembership',
  address: 'stepAddress',
  protection: 'stepProtection',
  payment: 'stepPayment',
};

export interface CheckoutProps {
  readonly config: CheckoutConfig;
  readonly checkout: UseCheckout;
  /** The membership fee as the settings give it (whole units). */
  readonly memberFee: number;
  /** Today, for the membership's expiry date (a seam for tests and stories). */
  readonly today: Date;
  /** The payment step's body (widgets/checkout/payment), from the later steps' views. */
  readonly payment: (views: LaterSteps) => ReactNode;
  /** Steps 2–5 (useLaterSteps, in the element's one request for them). */
  readonly later: LaterStepsState;
  /** The page has a `<rove-chat>` for the summary's chat link. */
  readonly chat?: boolean;
}

/** The protection choices: each term offered on the order's lines, then 'No thanks'. */
export function protectionChoices(config: CheckoutConfig, m: CheckoutMessages): ProtectionChoice[] {
  const terms = new Set<number>();
  for (const line of config.lines) {
    if (line.plan) continue;
    for (const offer of line.protection)
      if (offer.duration_months > 0) terms.add(offer.duration_months);
  }
  const offers = [...terms]
    .sort((a, b) => a - b)
    .map((term) => ({
      term,
      label: interpolate(m.protectionOffer, {
        years: term / 12,
        price: formatMoney(protectionCost(config, term), config.totals.currency),
      }),
    }));
  return [...offers, { term: 0, label: m.noThanks }];
}

/** The stepped checkout (spec/checkout.md §2, §4): the steps, the error blocks, the order summary. */
export function Checkout(props: CheckoutProps) {
  const { config, checkout, today, chat } = props;
  const { m } = useCheckoutText();
  const idPrefix = usePageId().replace(/:/g, '');
  const views = stepStatuses(checkout.stepper);
  const shown: ShownChoices = {
    expiry: membershipExpiry(today),
    choices: protectionChoices(config, m),
  };
  const current = checkout.stepper.current;
  useFocusOnOpenedStep(idPrefix, current);

  const currentView = views.find((view) => view.step === current);
  return (
    <div className="rove-checkout">
      <div className="rove-checkout__main">
        <ErrorList title={checkout.banner} messages={[]} onDismiss={checkout.dismissBanner} />
        <ErrorList messages={checkout.orderErrors} onDismiss={checkout.dismissOrderErrors} />
        <p className="rove-visually-hidden" role="status">
          {currentView ? `${m[TITLE_KEYS[currentView.name]]}, ${m.stepCurrent}` : ''}
        </p>
        {views.map((view, index) => (
          <StepSection
            key={view.step}
            idPrefix={idPrefix}
            view={view}
            position={index + 1}
            title={m[TITLE_KEYS[view.name]]}
            summary={stepSummary(view.step, props, shown, m)}
            onSelect={() => checkout.selectStep(view.step)}
          >
            {view.step === STEP.account ? (
              <AccountStep
                orderId={config.orderId}
                loginUrl={config.urls.login}
                contactUrl={config.urls.contact}
                panel={checkout.accountPanel}
                email={checkout.email}
                emailError={checkout.emailError}
                showMembershipAlert={checkout.showMembershipAlert}
                loginError={checkout.loginError}
                busy={checkout.busy}
                onEmail={checkout.setEmail}
                onSubmitEmail={checkout.submitEmail}
                onBackToEmail={checkout.backToEmail}
                onNoThanks={checkout.noThanksLogin}
              />
            ) : (
              <LaterStep step={view.step} props={props} shown={shown} />
            )}
          </StepSection>
        ))}
      </div>
      <OrderSummary
        lines={config.lines}
        totals={checkout.totals}
        coupon={{
          state: checkout.coupon,
          apply: checkout.applyCoupon,
          remove: checkout.removeCoupon,
        }}
        busy={checkout.busy}
        chat={chat}
        shippingText={shippingRowText(checkout.totals.shipping, checkout, m)}
      />
    </div>
  );
}

/** What the membership and protection steps offer, worked out once per render. */
interface ShownChoices {
  /** The membership's expiry date if joined today. */
  readonly expiry: string;
  readonly choices: ProtectionChoice[];
}

/** Focus follows the opened step (not on the first render: the page has its own start). */
function useFocusOnOpenedStep(idPrefix: string, current: StepIndex): void {
  const rendered = useRef(false);
  useEffect(() => {
    if (!rendered.current) {
      rendered.current = true;
      return;
    }
    document.getElementById(stepHeadingId(idPrefix, current))?.focus();
  }, [current, idPrefix]);
}

/** A done step's one-line summary under its title, or null. */
function stepSummary(
  step: StepIndex,
  { config, checkout }: CheckoutProps,
  { expiry, choices }: ShownChoices,
  m: CheckoutMessages,
): string | null {
  switch (step) {
    case STEP.account:
      return checkout.email.trim();
    case STEP.membership:
      if (config.membership.active) return m.membershipActive;
      if (checkout.membership === JOIN) return interpolate(m.membershipUntil, { date: expiry });
      return checkout.membership === OPT_OUT ? m.membershipNone : null;
    case STEP.address: {
      const { shipping } = checkout.forms;
      const quote = checkout.quotes.find((option) => option.value === checkout.quote);
      const who = [shipping.first_name, shipping.last_name].join(' ').trim();
      return [who, shipping.street1, shipping.city, quote?.name].filter(Boolean).join(', ');
    }
    case STEP.protection:
      return choices.find((choice) => choice.term === checkout.protectionTerm)?.label ?? null;
    default:
      return null;
  }
}

/**
 * Steps 2–5 come in their own chunk (issue 22): fetched right after the first render, so it is
 * almost always here before the shopper finishes the account step.
 */
function LaterStep({
  step,
  props,
  shown,
}: {
  step: StepIndex;
  props: CheckoutProps;
  shown: ShownChoices;
}) {
  const { config, checkout, memberFee, later } = props;
  if (later.phase !== 'ready') return <LaterStepPending state={later} />;
  const { MembershipStep, AddressStep, ProtectionStep } = later.views;
  switch (step) {
    case STEP.membership:
      return (
        <MembershipStep
          choice={checkout.membership}
          expiry={shown.expiry}
          fee={formatMoney(memberFee, config.totals.currency)}
          showOptOut={checkout.showOptOut}
          error={checkout.membershipError}
          busy={checkout.busy}
          onChoose={checkout.chooseMembership}
          onContinue={checkout.continueMembership}
        />
      );
    case STEP.address:
      return (
        <AddressStep
          country={config.country}
          zones={config.zones}
          forms={checkout.forms}
          fieldErrors={checkout.fieldErrors}
          quoteGate={checkout.quoteGate}
          quotes={checkout.quotes}
          quote={checkout.quote}
          quotePhase={checkout.quotePhase}
          quoteMessages={checkout.quoteMessages}
          quoteError={checkout.quoteError}
          message={checkout.addressMessage}
          busy={checkout.busy}
          onChange={checkout.changeField}
          onBlur={checkout.blurField}
          onCopyToBilling={checkout.setCopyToBilling}
          onQuote={checkout.chooseQuote}
          onContinue={checkout.continueAddress}
        />
      );
    case STEP.protection:
      return (
        <ProtectionStep
          choices={shown.choices}
          term={checkout.protectionTerm}
          error={checkout.protectionError}
          busy={checkout.busy}
          onChoose={checkout.chooseProtection}
          onContinue={checkout.continueProtection}
          coverage={{
            path: `ajax/uc_mulberry/modal-checkout/${config.orderId}`,
            query: { ajax: '1', hide_title: '1' },
            basePath: getSettings().basePath,
          }}
        />
      );
    default:
      return <>{props.payment(later.views)}</>;
  }
}

/** A later step's place while its chunk is on its way, or the way to ask again if it failed. */
function LaterStepPending({ state }: { state: Exclude<LaterStepsState, { phase: 'ready' }> }) {
  const { m } = useCheckoutText();
  if (state.phase === 'loading')
    return (
      <p className="rove-checkout__note" role="status" aria-busy="true">
        {m.stepLoading}
      </p>
    );
  return (
    <div className="rove-checkout__note" role="alert">
      <p>{m.stepLoadFailed}</p>
      <button type="button" className="rove-checkout__secondary" onClick={state.retry}>
        {m.tryAgain}
      </button>
    </div>
  );
}
