import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { emit } from '../../core/bus';
import { useCheckoutText } from './checkout-text';
import {
  accountReducer,
  createAccountState,
  validateAccountEmail,
  type AccountState,
} from './account.logic';
import { couponDiscount } from './coupon.logic';
import { useCoupon, type UseCoupon } from './useCoupon';
import {
  ADDRESS_FIELDS,
  addressHash,
  billingForSubmit,
  billingRulesCountry,
  blurValue,
  canQuote,
  emptyAddress,
  limitInput,
  OPTIONAL_ADDRESS_FIELDS,
  paneFieldName,
  shouldRecalculate,
  validateAddressStep,
  type Address,
  type AddressField,
  type AddressPane,
  type ShippingRestrictions,
} from './address-form.logic';
import {
  checkEmail,
  postCheckoutForm,
  validateMembership,
  validateOrder,
  type FormPostResult,
} from './checkout-api';
import {
  checkedTotals,
  type CheckoutConfig,
  type CheckoutTotals,
  type ServerQuote,
} from './checkout-config';
import type { Referral } from './stripe.logic';
import { loadForm, saveForm, type SavedForm } from './form-store';
import {
  JOIN,
  membershipOptions,
  membershipTotals,
  membershipValidatePayload,
  type MembershipChoice,
} from './membership.logic';
import type { StoreCredit } from './payment.logic';
import { isAllowedRedirect } from './redirect.logic';
import {
  CALCULATE_SHIPPING_OP,
  parseQuoteOptions,
  quoteDelayMs,
  reconcileQuoteSelection,
  validateQuoteSelection,
  type ParsedQuoteOption,
} from './shipping.logic';
import {
  createStepperState,
  STEP,
  stepName,
  stepperReducer,
  type StepIndex,
  type StepperState,
  type StepValidity,
} from './steps.logic';
import {
  findMissingInputs,
  orderValidationOutcome,
  submitErrorsFromRecord,
  submitErrorsOutcome,
} from './submit-errors.logic';

// The checkout's hook: joins the pure logic (*.logic.ts), the calls (checkout-api.ts), the
// saved form (form-store.ts) and the bus. The views only render what it returns.

/** What the checkout reads from the page besides its settings. */
export interface CheckoutEnv {
  readonly basePath: string;
  readonly membershipOnly: boolean;
  readonly membershipLock: boolean;
  /** Settings' memberFee / memberDiscount, for re-pricing before the server answers. */
  readonly memberFee?: number;
  readonly memberDiscount?: number;
  /** Seam for tests and stories: where the review step sends the browser. */
  readonly navigate?: (url: string) => void;
}

export interface AddressForms {
  readonly shipping: Address;
  readonly billing: Address;
  readonly copyToBilling: boolean;
}

export type QuotePhase = 'idle' | 'loading' | 'failed';

export interface UseCheckout {
  readonly stepper: StepperState;
  readonly email: string;
  readonly emailError: string | null;
  readonly accountPanel: 'email' | 'login';
  readonly showMembershipAlert: boolean;
  readonly membership: MembershipChoice | null;
  readonly membershipError: string | null;
  readonly showOptOut: boolean;
  readonly forms: AddressForms;
  /** The message of each field to show now, by posted name (panes[delivery][city]). */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** 'Please complete your details to continue.' while the quote section stays shut. */
  readonly quoteGate: string | null;
  readonly quotes: readonly ParsedQuoteOption[];
  readonly quote: string | null;
  readonly quotePhase: QuotePhase;
  readonly quoteMessages: readonly string[];
  readonly quoteError: string | null;
  readonly addressMessage: string | null;
  readonly protectionTerm: number | null;
  readonly protectionError: string | null;
  /** The payment step's referral answer, sent with the payment's completion. */
  readonly referral: Referral;
  readonly totals: CheckoutTotals;
  readonly storeCredit: StoreCredit | null;
  readonly busy: boolean;
  readonly orderErrors: readonly string[];
  readonly banner: string | null;
  /** The coupon pane in the order summary. */
  readonly coupon: UseCoupon;
  /** Drupal's message after a failed login (the server sent the shopper back), or null. */
  readonly loginError: string | null;
  setEmail(value: string): void;
  submitEmail(): void;
  backToEmail(): void;
  noThanksLogin(): void;
  chooseMembership(choice: MembershipChoice): void;
  continueMembership(): void;
  changeField(pane: AddressPane, field: AddressField, value: string): void;
  blurField(pane: AddressPane, field: AddressField): void;
  setCopyToBilling(value: boolean): void;
  chooseQuote(value: string): void;
  continueAddress(): void;
  chooseProtection(term: number): void;
  continueProtection(): void;
  selectStep(step: StepIndex): void;
  dismissOrderErrors(): void;
  dismissBanner(): void;
  setPaymentBusy(busy: boolean): void;
  setReferral(referral: Referral): void;
  /** The payment server wants the address first: show why and reopen the address step. */
  reopenAddress(message?: string): void;
  reviewOrder(): void;
}

function filledAddress(base: Address, ...parts: (Partial<Address> | null | undefined)[]): Address {
  const out: Record<AddressField, string> = { ...base };
  for (const part of parts) {
    if (!part) continue;
    for (const field of ADDRESS_FIELDS) {
      const value = part[field];
      if (typeof value === 'string' && value !== '') out[field] = value;
    }
  }
  return out;
}

function quotesOf(list: readonly ServerQuote[]): ParsedQuoteOption[] {
  return parseQuoteOptions(list.map((quote) => ({ value: quote.id, title: quote.title })));
}

/** The protection costs per term: plans bought on the product page stand apart (README). */
export function protectionCost(config: CheckoutConfig, term: number): number {
  return config.lines.reduce((sum, line) => {
    if (line.plan) return sum;
    const offer = line.protection.find((candidate) => candidate.duration_months === term);
    return sum + (offer ? offer.cost * line.qty : 0);
  }, 0);
}

function initialForms(config: CheckoutConfig, saved: SavedForm | null): AddressForms {
  const shopCountry = emptyAddress(config.country);
  const shipping = filledAddress(
    shopCountry,
    config.saved.delivery as Partial<Address> | null,
    saved?.shipping,
  );
  const billing = filledAddress(
    shopCountry,
    config.saved.billing as Partial<Address> | null,
    saved?.billing,
  );
  return {
    // The delivery country is the shop's: the server refuses any other.
    shipping: { ...shipping, country: shopCountry.country },
    billing,
    copyToBilling: saved?.copyToBilling ?? config.saved.copyAddress ?? true,
  };
}

/**
 * The checkout's state and actions.
 *
 * @example const checkout = useCheckout(config, { basePath: '/', membershipOnly: false, membershipLock: false });
 */
/** The account's email when the shopper is signed in with a valid one (the step is done). */
function signedInEmail(config: CheckoutConfig): string | null {
  const email = config.saved.email || config.email;
  return config.loggedIn && validateAccountEmail(email).ok ? email : null;
}

/**
 * The account step's start: done when signed in; the login panel again, with the name tried,
 * when a login failed (the server sent the shopper back with its message); else the email form.
 */
function initialAccount(config: CheckoutConfig, email: string): AccountState {
  const start = createAccountState(email);
  if (signedInEmail(config)) return { ...start, done: true };
  if (config.login) return { ...start, panel: 'login', email: config.login.name || email };
  return start;
}

export function useCheckout(config: CheckoutConfig, env: CheckoutEnv): UseCheckout {
  const { t } = useCheckoutText();
  const saved = useMemo(() => loadForm(config.orderId), [config.orderId]);
  const lock = env.membershipLock || config.membership.mode === 'lock';
  const only = env.membershipOnly || lock || config.membership.mode === 'only';
  const options = membershipOptions({ membershipOnly: only, membershipLock: lock });
  const country = config.country;
  const restrictions: ShippingRestrictions = useMemo(
    () => (country === 'AU' ? config.au : {}),
    [country, config.au],
  );

  const initialErrors = useMemo(
    () => submitErrorsOutcome(submitErrorsFromRecord(config.errors)),
    [config.errors],
  );
  const [stepper, dispatchStep] = useReducer(stepperReducer, null, () => {
    const state = createStepperState({
      country,
      hasWarrantyPane: config.warrantyPane,
      membershipOnly: only,
      membershipLock: lock,
      memberActive: config.membership.active,
    });
    // A failed no-JS 'Review order' post comes back with its errors: open the errored step.
    if (initialErrors.stepAction) return stepperReducer(state, initialErrors.stepAction);
    // Signed in (back from the login panel, or a session): the account step is done already.
    return signedInEmail(config) ? stepperReducer(state, { type: 'continue' }) : state;
  });
  // After a failed login the name tried is the latest email the shopper gave.
  const [email, setEmailValue] = useState(
    config.login?.name || saved?.email || config.saved.email || config.email,
  );
  const [emailError, setEmailError] = useState<string | null>(null);
  const [account, dispatchAccount] = useReducer(accountReducer, email, (start) =>
    initialAccount(config, start),
  );
  const [membership, setMembership] = useState<MembershipChoice | null>(
    lock ? JOIN : (saved?.membership ?? config.membership.choice ?? options.initialChoice),
  );
  const [membershipError, setMembershipError] = useState<string | null>(null);
  const [forms, setForms] = useState(() => initialForms(config, saved));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [showAll, setShowAll] = useState(initialErrors.banner !== null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(
    initialErrors.fieldErrors,
  );
  const [quotes, setQuotes] = useState(() => quotesOf(config.quotes));
  const [quote, setQuote] = useState<string | null>(() =>
    reconcileQuoteSelection(saved?.quote ?? config.saved.quoteOption, quotesOf(config.quotes)),
  );
  const [quotePhase, setQuotePhase] = useState<QuotePhase>('idle');
  const [quoteMessages, setQuoteMessages] = useState<readonly string[]>([]);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [addressMessage, setAddressMessage] = useState<string | null>(null);
  const [protectionTerm, setProtectionTerm] = useState<number | null>(
    saved?.protectionTerm ?? config.saved.protectionTerm,
  );
  const [protectionError, setProtectionError] = useState<string | null>(null);
  const [referral, setReferral] = useState<Referral>(saved?.referral ?? {});
  const [totals, setTotals] = useState(config.totals);
  const [storeCredit, setStoreCredit] = useState(config.storeCredit);
  const coupon = useCoupon(env.basePath, totals, setTotals, setStoreCredit);
  const [pending, setPending] = useState(0);
  const [paymentBusy, setPaymentBusy] = useState(false);
  const [orderErrors, setOrderErrors] = useState<readonly string[]>(config.messages);
  const [banner, setBanner] = useState<string | null>(initialErrors.banner);

  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const live = controllers.current;
    return () => live.forEach((controller) => controller.abort());
  }, []);

  /** Runs a request with the continue buttons busy until it settles. */
  const track = useCallback(async <T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const controller = new AbortController();
    controllers.current.add(controller);
    setPending((count) => count + 1);
    try {
      return await run(controller.signal);
    } finally {
      controllers.current.delete(controller);
      setPending((count) => count - 1);
    }
  }, []);

  // Persist what was typed (never card data: there is none in our DOM). At the commit, not after
  // the next paint: preact/compat runs passive effects after a frame, and a reload (or a closed
  // tab) right after a key lost the last field typed.
  useLayoutEffect(() => {
    saveForm(config.orderId, {
      email,
      membership,
      shipping: forms.shipping,
      billing: forms.billing,
      copyToBilling: forms.copyToBilling,
      quote,
      protectionTerm,
      referral,
    });
  }, [config.orderId, email, membership, forms, quote, protectionTerm, referral]);

  // Host scripts and analytics follow the steps.
  const currentStep = stepper.current;
  useEffect(() => {
    emit('checkout-step-changed', { step: currentStep, name: stepName(currentStep) });
  }, [currentStep]);

  // An anonymous shopper is identified to the email-marketing service from the checkout's
  // email, then with the delivery name once the address step is done (seed 003 §4).
  const identifyStage = config.loggedIn || currentStep < 1 ? 0 : currentStep > 2 ? 2 : 1;
  const latestForIdentify = useRef({ email, shipping: forms.shipping });
  latestForIdentify.current = { email, shipping: forms.shipping };
  useEffect(() => {
    if (identifyStage === 0) return;
    // Once on leaving the account step and once on leaving the address step, not per keystroke.
    const { email: address, shipping } = latestForIdentify.current;
    const fields: Record<string, string> =
      identifyStage === 2
        ? { $first_name: shipping.first_name, $last_name: shipping.last_name }
        : {};
    // Loaded only now, after the shopper has given an address: not part of the checkout's load.
    void import('../../core/tracking/identify').then(({ identify }) =>
      identify(window, address, fields),
    );
  }, [identifyStage]);

  const addressStep = validateAddressStep(forms, country, restrictions);
  const gate = canQuote(forms.shipping, forms.billing, forms.copyToBilling, country, restrictions);
  // Korea skips the gate's message before quoting (seed 002 §4: its section opens at once), but
  // a request is only sent for a delivery address that passes here: the server would refuse
  // anything else, and its 'Required' list would flag fields the shopper has not reached yet.
  const quotable = gate.ok && addressStep.shipping.ok;
  const hash = addressHash(
    forms.shipping.zone,
    forms.shipping.city,
    forms.shipping.postal_code,
    membership,
  );
  const lastHash = useRef<string | null>(
    config.quotes.length > 0 && config.saved.delivery
      ? addressHash(
          config.saved.delivery['zone'] ?? '',
          config.saved.delivery['city'] ?? '',
          config.saved.delivery['postal_code'] ?? '',
          config.saved.membership,
        )
      : null,
  );

  const panes = useCallback(
    (withAccount: boolean): Record<string, string> => {
      const fields: Record<string, string> = {};
      if (withAccount) fields['panes[customer][primary_email]'] = email.trim();
      if (membership !== null) fields['panes[membership][value]'] = String(membership);
      const billing = billingForSubmit(forms);
      for (const field of ADDRESS_FIELDS) {
        fields[paneFieldName('delivery', field)] = forms.shipping[field];
        fields[paneFieldName('billing', field)] = billing[field];
      }
      fields['panes[billing][copy_address]'] = forms.copyToBilling ? '1' : '0';
      if (quote !== null) fields['panes[quotes][quote_option]'] = quote;
      if (stepper.steps.includes(STEP.protection) && protectionTerm !== null)
        fields['panes[protection][term]'] = String(protectionTerm);
      return fields;
    },
    [email, membership, forms, quote, protectionTerm, stepper.steps],
  );
  const panesRef = useRef(panes);
  panesRef.current = panes;

  const applyFormReply = useCallback((reply: FormPostResult & { kind: 'ok' }) => {
    const next = quotesOf(reply.data.quotes);
    setQuotes(next);
    setQuote((current) => reconcileQuoteSelection(current ?? reply.data.selected, next));
    if (reply.data.totals) setTotals((now) => checkedTotals(reply.data.totals!, now.currency));
    setStoreCredit(reply.data.storeCredit);
  }, []);

  // The first quote is asked for 600 ms after the section opens, and an address change
  // recalculates it after 1 s (seed 002 §4, §9); only the latest request may answer.
  const sequence = useRef(0);
  useEffect(() => {
    if (!quotable || !shouldRecalculate(lastHash.current, hash, true)) return;
    const ticket = ++sequence.current;
    setQuotePhase('loading');
    setQuoteMessages([]);
    let fired = false;
    const delay = quoteDelayMs(lastHash.current === null);
    const timer = setTimeout(() => {
      fired = true;
      lastHash.current = hash;
      void track((signal) =>
        postCheckoutForm(
          { ...panesRef.current(false), op: CALCULATE_SHIPPING_OP },
          {
            basePath: env.basePath,
            signal,
          },
        ),
      ).then((reply) => {
        if (ticket !== sequence.current) return;
        if (reply.kind === 'ok') {
          applyFormReply(reply);
          setQuotePhase('idle');
        } else {
          setQuotes([]);
          setQuote(null);
          setQuotePhase('failed');
          if (reply.kind === 'refused') {
            setServerErrors(reply.errors);
            setQuoteMessages(reply.messages);
          } else setQuoteMessages([t('quoteFailed')]);
          // The same address may be tried again once it is edited back and forth.
          lastHash.current = null;
        }
      });
    }, delay);
    return () => {
      clearTimeout(timer);
      // A request not sent yet is dropped; a new one (if any) sets 'loading' again.
      if (!fired) setQuotePhase((phase) => (phase === 'loading' ? 'idle' : phase));
    };
  }, [hash, quotable, env.basePath, track, applyFormReply, t]);

  const fieldErrors = useMemo(() => {
    const out: Record<string, string> = {};
    const add = (pane: AddressPane, errors: Readonly<Partial<Record<AddressField, string>>>) => {
      for (const field of ADDRESS_FIELDS) {
        const name = paneFieldName(pane, field);
        const message = errors[field];
        if (message && (showAll || touched.has(name))) out[name] = message;
      }
    };
    add('delivery', addressStep.shipping.errors);
    if (addressStep.billing) add('billing', addressStep.billing.errors);
    for (const [name, message] of Object.entries(serverErrors)) out[name] ??= message;
    return out;
  }, [addressStep, showAll, touched, serverErrors]);

  const validity: StepValidity = {
    [STEP.account]: account.done,
    [STEP.membership]: membership !== null,
    [STEP.address]:
      addressStep.ok && quotePhase === 'idle' && validateQuoteSelection(quote, quotes).ok,
    [STEP.protection]: protectionTerm !== null,
  };
  const validityRef = useRef(validity);
  validityRef.current = validity;

  /** Posts the panes, then asks the server whether the order may be paid (seed 002 §4). */
  const openPayment = useCallback(() => {
    void track(async (signal) => {
      const context = { basePath: env.basePath, signal };
      const posted = await postCheckoutForm(
        { ...panesRef.current(true), op: CALCULATE_SHIPPING_OP },
        context,
      );
      if (posted.kind === 'ok') applyFormReply(posted);
      const reply = await validateOrder(
        config.urls.orderValidate || `ajax/order-validate/${config.orderId}`,
        context,
      );
      if (signal.aborted) return;
      const outcome = orderValidationOutcome(reply ?? { success: false, errors: [] });
      if (outcome.proceed) {
        setOrderErrors([]);
        dispatchStep({
          type: 'selectStep',
          step: STEP.payment,
          validity: { ...validityRef.current, [STEP.address]: true, [STEP.protection]: true },
        });
        return;
      }
      setOrderErrors(outcome.messages.length > 0 ? outcome.messages : [t('orderValidateFailed')]);
      if (outcome.stepAction) dispatchStep(outcome.stepAction);
    });
  }, [track, env.basePath, config.urls.orderValidate, config.orderId, applyFormReply, t]);

  const nextAfter = (step: StepIndex): StepIndex | undefined =>
    stepper.steps.find((candidate) => candidate > step);

  const continueTo = (from: StepIndex) => {
    if (nextAfter(from) === STEP.payment) openPayment();
    else dispatchStep({ type: 'continue' });
  };

  const submitEmail = () => {
    const check = validateAccountEmail(email);
    if (!check.ok) {
      setEmailError(check.message);
      return;
    }
    setEmailError(null);
    const value = email.trim();
    if (config.loggedIn) {
      // Signed in already: the account exists and is theirs; no login panel to offer.
      dispatchAccount({ type: 'noThanksLogin' });
      dispatchStep({ type: 'continue' });
      return;
    }
    void track((signal) => checkEmail(value, { basePath: env.basePath, signal })).then((result) => {
      const next = accountReducer(account, { type: 'emailChecked', email: value, result });
      dispatchAccount({ type: 'emailChecked', email: value, result });
      if (next.done) dispatchStep({ type: 'continue' });
    });
  };

  const chooseMembership = (choice: MembershipChoice, background = false) => {
    if (lock && choice !== JOIN) return;
    setMembership(choice);
    setMembershipError(null);
    // Re-price at once (member prices, fee); the server's figures replace these when they come.
    const local = membershipTotals(
      config.lines.map((line) => ({
        price: line.price,
        qty: line.qty,
        ...(line.memberPrice >= 0 ? { memberPrice: line.memberPrice } : {}),
      })),
      { choice, alreadyMember: config.membership.active },
      { memberFee: env.memberFee, memberDiscount: env.memberDiscount },
    );
    setTotals((now) => {
      const products = local.subtotal - local.memberSavings;
      // The coupon's rate applies to the re-priced products, as on the server.
      const discount = couponDiscount(products, now.coupon);
      return {
        ...now,
        subtotal: local.subtotal,
        memberSavings: local.memberSavings,
        memberPricing: local.memberSavings > 0,
        products,
        discount,
        memberFee: local.fee,
        total: products - discount + now.protection + (now.shipping ?? 0) + local.fee,
      };
    });
    const request = (signal?: AbortSignal) =>
      validateMembership(membershipValidatePayload(choice).value, {
        basePath: env.basePath,
        ...(signal ? { signal } : {}),
      });
    // The shopper's own choice holds Continue until the server has it; the page's
    // pre-selection runs in the background (it must not make the email step look busy).
    void (background ? request() : track(request)).then((reply) => {
      if (reply?.totals) setTotals((now) => checkedTotals(reply.totals!, now.currency));
    });
  };

  // A choice the server does not hold yet (lock or membership-only pre-selection, or one
  // restored after a reload) re-prices the order once, as choosing it would: before the first
  // paint, so the summary does not grow its membership rows under the shopper's eyes.
  const repriced = useRef(false);
  useLayoutEffect(() => {
    if (repriced.current) return;
    repriced.current = true;
    if (membership !== null && membership !== config.membership.choice && !config.membership.active)
      chooseMembership(membership, true);
  });

  const changeField = (pane: AddressPane, field: AddressField, value: string) => {
    setForms((now) => {
      const key = pane === 'delivery' ? 'shipping' : 'billing';
      // Billing follows its own country's limits (a UK phone has 11 digits on a US order).
      const rules = pane === 'delivery' ? country : billingRulesCountry(now.billing, country);
      return { ...now, [key]: { ...now[key], [field]: limitInput(field, value, rules) } };
    });
    const name = paneFieldName(pane, field);
    // A select's choice is final when made: judge it at once, as a text field on blur.
    if (field === 'zone' || field === 'country') setTouched((now) => new Set(now).add(name));
    setServerErrors((now) => {
      if (!(name in now)) return now;
      const { [name]: _dropped, ...rest } = now;
      return rest;
    });
    setAddressMessage(null);
  };

  const blurField = (pane: AddressPane, field: AddressField) => {
    setForms((now) => {
      const key = pane === 'delivery' ? 'shipping' : 'billing';
      const rules = pane === 'delivery' ? country : billingRulesCountry(now.billing, country);
      const value = blurValue(field, now[key][field], rules);
      return value === now[key][field] ? now : { ...now, [key]: { ...now[key], [field]: value } };
    });
    setTouched((now) => new Set(now).add(paneFieldName(pane, field)));
  };

  const continueAddress = () => {
    setShowAll(true);
    if (!addressStep.ok) {
      setAddressMessage(addressStep.message);
      // The seed's checkoutError event, for host scripts and analytics: the required fields
      // left empty ('Please complete this field'), when that is what stops the shopper.
      const missing = findMissingInputs(
        (['delivery', 'billing'] as const).flatMap((pane) =>
          pane === 'billing' && forms.copyToBilling
            ? []
            : ADDRESS_FIELDS.map((field) => ({
                name: paneFieldName(pane, field),
                value: (pane === 'delivery' ? forms.shipping : forms.billing)[field],
                // A province is asked for only where the country has some (not in Korea).
                required:
                  !OPTIONAL_ADDRESS_FIELDS.includes(field) &&
                  (field !== 'zone' ||
                    (config.zones[
                      pane === 'delivery' ? country : billingRulesCountry(forms.billing, country)
                    ]?.length ?? 0) > 0),
                select: field === 'zone' || field === 'country',
              })),
        ),
      );
      if (missing.message)
        emit('checkout-error', {
          step: STEP.address,
          message: missing.message,
          fields: [...missing.missing],
        });
      return;
    }
    setAddressMessage(null);
    if (quotePhase === 'loading') return;
    const selection = validateQuoteSelection(quote, quotes);
    if (!selection.ok) {
      setQuoteError(selection.message);
      return;
    }
    continueTo(STEP.address);
  };

  const selectStep = (step: StepIndex) => {
    if (step === STEP.payment) {
      // Payment opens only through the server's order validation.
      const probe = stepperReducer(stepper, { type: 'selectStep', step, validity });
      if (probe.current !== STEP.payment) {
        dispatchStep({ type: 'selectStep', step, validity });
        return;
      }
      openPayment();
      return;
    }
    dispatchStep({ type: 'selectStep', step, validity });
  };

  const reviewOrder = () => {
    void track((signal) =>
      postCheckoutForm(
        { ...panesRef.current(true), op: 'Review order' },
        {
          basePath: env.basePath,
          signal,
        },
      ),
    ).then((reply) => {
      if (reply.kind === 'ok') {
        const target = reply.data.redirect || config.urls.review;
        if (isAllowedRedirect(target, location.href))
          (env.navigate ?? location.assign.bind(location))(target);
        return;
      }
      if (reply.kind === 'failed') {
        setOrderErrors([t('orderValidateFailed')]);
        return;
      }
      // A failed post-submit (seed 002 §4): reset or complete-up-to, the banner, field errors.
      const outcome = submitErrorsOutcome(submitErrorsFromRecord(reply.errors));
      setBanner(outcome.banner);
      setServerErrors(outcome.fieldErrors as Record<string, string>);
      setShowAll(true);
      if (outcome.stepAction) dispatchStep(outcome.stepAction);
      if (outcome.stepAction?.type === 'resetAll') dispatchAccount({ type: 'backToEmail' });
    });
  };

  return {
    stepper,
    email,
    emailError,
    accountPanel: account.panel,
    showMembershipAlert: account.showMembershipAlert,
    membership,
    membershipError,
    showOptOut: options.showOptOut,
    forms,
    fieldErrors,
    quoteGate: gate.ok ? null : gate.message,
    quotes,
    quote,
    quotePhase,
    quoteMessages,
    quoteError,
    addressMessage,
    protectionTerm,
    protectionError,
    referral,
    setReferral,
    totals,
    storeCredit,
    busy: pending > 0 || paymentBusy,
    orderErrors,
    banner,
    coupon,
    loginError: account.panel === 'login' ? (config.login?.error ?? null) : null,
    setEmail: (value) => {
      setEmailValue(value);
      setEmailError(null);
    },
    submitEmail,
    backToEmail: () => dispatchAccount({ type: 'backToEmail' }),
    noThanksLogin: () => {
      dispatchAccount({ type: 'noThanksLogin' });
      dispatchStep({ type: 'continue' });
    },
    chooseMembership: (choice) => chooseMembership(choice),
    continueMembership: () => {
      if (membership === null) {
        setMembershipError(t('chooseOne'));
        return;
      }
      continueTo(STEP.membership);
    },
    changeField,
    blurField,
    setCopyToBilling: (value) => setForms((now) => ({ ...now, copyToBilling: value })),
    chooseQuote: (value) => {
      setQuote(value);
      setQuoteError(null);
    },
    continueAddress,
    chooseProtection: (term) => {
      const previous = protectionTerm === null ? 0 : protectionCost(config, protectionTerm);
      const next = protectionCost(config, term);
      setProtectionTerm(term);
      setProtectionError(null);
      setTotals((now) => ({
        ...now,
        protection: now.protection - previous + next,
        total: now.total - previous + next,
      }));
    },
    continueProtection: () => {
      if (protectionTerm === null) {
        setProtectionError(t('chooseOne'));
        return;
      }
      continueTo(STEP.protection);
    },
    selectStep,
    dismissOrderErrors: () => setOrderErrors([]),
    dismissBanner: () => setBanner(null),
    setPaymentBusy,
    reopenAddress: (message) => {
      if (message) setOrderErrors([message]);
      dispatchStep({ type: 'selectStep', step: STEP.address, validity });
    },
    reviewOrder,
  };
}
