import { callJson, type HttpResult } from '../../core/http/json';
import {
  array,
  boolean,
  map,
  oneOf,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  union,
  unknown,
  type Infer,
} from '../../core/schema';

// POST {basePath}ajax/destination/update (spec/product.md §7). Every field the widget reads is checked;
// models_stock is passed on to the buybox as it came (the buybox validates what it reads).

const geo = object({ city: string(), state_id: string() });
// PHP encodes an empty geo as [] (an empty array): that is "no geo" too.
const noGeo = map(array(unknown()), () => null);
// Flags may come as booleans or as PHP's 0/1.
const flag = union(
  boolean(),
  map(oneOf([0, 1] as const), (value) => value === 1),
);

export const destinationReplySchema = object({
  geo: optional(union(nullable(geo), noGeo), null),
  zone: optional(nullable(union(string(), number())), null),
  models_stock: optional(record(unknown()), {}),
  satellite_id: optional(nullable(union(number(), string())), null),
  // Required: a reply that does not say whether the product may go there is not trusted.
  restricted: flag,
  restricted_validated: optional(flag, false),
});

export type DestinationReply = Infer<typeof destinationReplySchema>;

export function updateDestination(
  basePath: string,
  body: { postal: string; nid: number; model: string },
  signal: AbortSignal,
): Promise<HttpResult<DestinationReply>> {
  return callJson('ajax/destination/update', destinationReplySchema, {
    basePath,
    method: 'POST',
    json: { postal: body.postal, nid: String(body.nid), model: body.model },
    signal,
    // Idempotent on the server, but a retry would only delay the message: fail fast instead.
    idempotent: false,
  });
}
