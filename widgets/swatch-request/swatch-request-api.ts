import { callJson, type HttpResult } from '../../core/http/json';
import { array, boolean, number, object } from '../../core/schema';
import type { SwatchRequestPayload } from './swatch-request.logic';

// The demo host's swatch endpoints (spec/product.md §7: 'Swatch request submission payload: not
// shown'; ours, documented in README.md). Relative to the settings' basePath.

const selectionReply = object({
  selected: array(number({ integer: true, min: 1 })),
  has_been_submitted: boolean(),
});

const submitReply = object({
  ok: boolean(),
  id: number({ integer: true, min: 1 }),
  has_been_submitted: boolean(),
});

/**
 * Keeps the visitor's selection on the server, so a reload shows it until it is submitted
 * (spec/product.md: the selected option ids and has_been_submitted belong to the request).
 *
 * @example await saveSelection('/', [101, 104], signal)
 */
export function saveSelection(
  basePath: string,
  selected: readonly number[],
  signal: AbortSignal,
): Promise<HttpResult<{ selected: number[]; has_been_submitted: boolean }>> {
  return callJson('swatch-request/selection', selectionReply, {
    basePath,
    method: 'POST',
    json: { selected },
    signal,
    // Saving the same list twice is harmless, but the next toggle saves anyway: fail fast.
    idempotent: false,
    // A save under way when the shopper reloads or leaves still reaches the server.
    keepalive: true,
  });
}

/** Sends the request; the server stores it and marks the selection has_been_submitted. */
export function submitSwatchRequest(
  basePath: string,
  payload: SwatchRequestPayload,
  signal: AbortSignal,
): Promise<HttpResult<{ ok: boolean; id: number; has_been_submitted: boolean }>> {
  return callJson('swatch-request/submit', submitReply, {
    basePath,
    method: 'POST',
    json: payload,
    signal,
    idempotent: false,
  });
}
