import { callJson, type HttpFailure } from '../../core/http/json';
import { logOnce } from '../../core/log';
import { array, number, object, optional, record, string } from '../../core/schema';
import type { TradeValues, UploadField, UploadRef } from '../../core/validate/trade/fields';
import { UPLOAD_KIND } from '../../core/validate/trade/fields';
import type { FieldError, FieldErrors } from '../../core/validate/trade/rules';

// The trade endpoints (spec/product.md §7: "Trade enrolment submission path and response: not
// shown" — these are the demo host's, documented in README.md):
//   POST {basePath}trade/application/files  multipart file + kind → 201 {id, name, size}
//                                            413/415/400 {error}
//   POST {basePath}trade/application        JSON values → 201 {id}; 422 {errors: {field: kind}}

interface CallContext {
  basePath: string;
  signal?: AbortSignal;
}

const uploadReply = object({ id: string(/^[\w-]{1,64}$/), name: string(), size: number() });
// The id is what makes a reply the server's receipt: any other 2xx is not taken as one (a proxy's
// page, another app's JSON), so the shopper is told to try again, with everything kept.
const enrolReply = object({ id: string(/^[\w-]{1,64}$/) });
const refusal = object({ errors: record(string()) });
/** What the upload endpoint says when it refuses a file (400/413/415), for the log. */
const problem = object({ error: optional(string(), ''), codes: optional(array(string()), []) });

/** A file upload on a slow phone connection may take far longer than a JSON post. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** What a failure says in the log: the status and the server's own words, when it sent any. */
function detail<E>(error: HttpFailure<E>): unknown {
  return error.kind === 'http' && error.data !== undefined ? error.data : error.message;
}

export type UploadResult =
  | { kind: 'ok'; file: UploadRef }
  | { kind: 'refused'; problem: 'too-large' | 'wrong-type' | 'empty' | 'server' }
  | { kind: 'aborted' };

/**
 * Uploads one file. Never throws.
 * @example await uploadTradeFile('licenceFile', file, { basePath: '/' })
 */
export async function uploadTradeFile(
  field: UploadField,
  file: File,
  context: CallContext,
): Promise<UploadResult> {
  const form = new FormData();
  form.set('kind', UPLOAD_KIND[field]);
  form.set('file', file, file.name);
  // core/http/json's deadline: a server that never answers ends in the form's server error (with
  // everything typed kept), not in a button that stays busy forever.
  const reply = await callJson('trade/application/files', uploadReply, {
    ...context,
    method: 'POST',
    multipart: form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    errors: problem,
  });
  if (reply.ok) return { kind: 'ok', file: reply.data };
  const { error } = reply;
  if (error.kind === 'aborted') return { kind: 'aborted' };
  if (error.kind === 'http' && error.status === 413)
    return { kind: 'refused', problem: 'too-large' };
  if (error.kind === 'http' && error.status === 415)
    return { kind: 'refused', problem: 'wrong-type' };
  logOnce(
    'warn',
    `trade-upload:${error.kind === 'http' ? error.status : error.kind}`,
    'trade file upload failed',
    detail(error),
  );
  return { kind: 'refused', problem: 'server' };
}

/** The enrolment's JSON body: the values, with files by their upload id. */
export function enrolmentPayload(values: TradeValues): Record<string, unknown> {
  return {
    ...values,
    businessCardFile: values.businessCardFile?.id ?? null,
    licenceFile: values.licenceFile?.id ?? null,
  };
}

export type EnrolResult =
  | { kind: 'ok'; id: string }
  | { kind: 'refused'; errors: FieldErrors }
  | { kind: 'failed' }
  | { kind: 'aborted' };

const FIELD_ERROR: Readonly<Record<string, FieldError>> = {
  required: 'required',
  invalid: 'invalid',
};

/**
 * Sends the application. Never throws.
 * @example await enrolTrade(values, { basePath: '/' })
 */
export async function enrolTrade(values: TradeValues, context: CallContext): Promise<EnrolResult> {
  const reply = await callJson('trade/application', enrolReply, {
    ...context,
    method: 'POST',
    json: enrolmentPayload(values),
    errors: refusal,
  });
  if (reply.ok) return { kind: 'ok', id: reply.data.id };
  const { error } = reply;
  if (error.kind === 'aborted') return { kind: 'aborted' };
  if (error.kind === 'http' && error.status === 422 && error.data) {
    const errors: FieldErrors = {};
    for (const [field, kind] of Object.entries(error.data.errors)) {
      // Only fields the form has, with the two kinds it shows.
      if (field in values && FIELD_ERROR[kind])
        errors[field as keyof TradeValues] = FIELD_ERROR[kind];
    }
    if (Object.keys(errors).length > 0) return { kind: 'refused', errors };
  }
  logOnce(
    'warn',
    `trade-enrol:${error.kind === 'http' ? error.status : error.kind}`,
    'trade enrolment failed',
    error.message,
  );
  return { kind: 'failed' };
}
