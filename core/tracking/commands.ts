import { logOnce } from '../log';
import {
  array,
  boolean,
  check,
  describeIssue,
  number,
  object,
  oneOf,
  optional,
  record,
  string,
  unknown,
  type Infer,
  type Schema,
} from '../schema';
import { addToCart, coupon, notifyMe, type EventContext, type TrackedEvent } from './events';
import { trackedProductSchema } from './items';
import type { PriceTestVariant } from './price-test';

const maybe = <T>(schema: Schema<T>) => optional<T | undefined>(schema, undefined);

/** GA4 event names: a letter, then letters, digits or underscores, 40 at most. */
const eventName = string(/^[A-Za-z]\w{0,39}$/);
const params = optional(record(unknown()), {});
const dynamicEvent = object({ event: eventName, params });

/** A product's malformed optional field is dropped (the product kept), with one warning. */
const product = trackedProductSchema((issue) => {
  const message = `tracking command field ignored: ${describeIssue(issue)}`;
  logOnce('warn', `tracking:command-field:${issue.path.split('.').pop() ?? ''}`, message);
});

/** One schema per command of spec/marketing.md §7 (their payloads beyond the specification's fields are ours). */
const COMMAND_SCHEMAS = {
  /** add-to-cart complete: the products added. */
  'add-to-cart': object({ products: array(product) }),
  /** notify-me: qty, model and email (the email is never tracked). */
  'notify-me': object({
    qty: number({ integer: true, min: 1 }),
    model: string(/\S/),
    email: string(),
    name: maybe(string()),
  }),
  coupon: object({ op: string(/\S/), coupon: string(), total: maybe(number()) }),
  /** A checkout event named by the server, with its parameters. */
  'checkout-event': dynamicEvent,
  quote: object({ total: number({ min: 0 }) }),
  /** Dynamic events from the track settings. */
  dynamic: object({ events: array(dynamicEvent) }),
  'abtest-checkout': object({ converted: optional(boolean(), true) }),
} as const;

export type CommandType = keyof typeof COMMAND_SCHEMAS;
export type TrackingCommand = {
  [K in CommandType]: { type: K } & Infer<(typeof COMMAND_SCHEMAS)[K]>;
}[CommandType];

const commandType = object({
  type: oneOf(Object.keys(COMMAND_SCHEMAS) as CommandType[]),
});

/**
 * Validates a command; a malformed one is logged once (per problem) and ignored.
 *
 * @example parseCommand({ type: 'quote', total: 120 }) // { type: 'quote', total: 120 }
 * @example parseCommand({ type: 'quote' }) // undefined, logs "[rove] tracking command ignored: total: expected number ≥ 0, got undefined"
 */
export function parseCommand(value: unknown): TrackingCommand | undefined {
  const head = check(commandType, value);
  const result = head.ok ? check(COMMAND_SCHEMAS[head.value.type] as Schema<object>, value) : head;
  if (!result.ok) {
    const message = `tracking command ignored: ${describeIssue(result.issue)}`;
    logOnce('warn', `tracking:${message}`, message);
    return undefined;
  }
  return { ...result.value, type: (value as { type: CommandType }).type } as TrackingCommand;
}

/**
 * The data-layer events a command stands for.
 *
 * @example commandEvents({ type: 'quote', total: 120 }, context) // [{ event: 'shipping_quote', value: 120, currency: 'USD' }]
 */
export function commandEvents(
  command: TrackingCommand,
  context: EventContext & { variant: PriceTestVariant | null },
): TrackedEvent[] {
  switch (command.type) {
    case 'add-to-cart':
      return [addToCart(command.products, context)];
    case 'notify-me':
      return [
        notifyMe(
          { id: command.model, name: command.name ?? command.model, quantity: command.qty },
          context,
        ),
      ];
    case 'coupon':
      return [coupon(command.op, command.coupon, command.total)];
    case 'checkout-event':
      return [{ ...command.params, event: command.event }];
    case 'quote':
      return [{ event: 'shipping_quote', value: command.total, currency: context.currency }];
    case 'dynamic':
      return command.events.map(({ event, params }) => ({ ...params, event }));
    case 'abtest-checkout':
      // Only a visitor in the experiment converts in it.
      return context.variant ? [{ event: 'abtest_checkout', abtest_variant: context.variant }] : [];
  }
}
