import { deadline, DEFAULT_TIMEOUT_MS } from '../../core/http';
import { logOnce } from '../../core/log';
import { array, check, number, object, optional, record, string } from '../../core/schema';
import type { TradeValues, UploadField, UploadRef } from '../../core/validate/trade/fields';
import { UPLOAD_KIND } from '../../core/validate/trade/fields';
import type { FieldError, FieldErrors } from '../../core/validate/trade/rules';

// The trade endpoints (seed 001 §7: "Trade enrolment submission path and response: not
// shown" — these are the demo host's, documented in README.md):
//   POST {basePath}trade/application/files  multipart file + kind → 201 {id, name, size}
//                                            413/415/400 {error}
//   POST {basePath}trade/application        JSON values → 201 {id}; 422 {errors: {field: kind}}
// Our own fetch rather than core/http's callJson: callJson neither sends multipart bodies nor
// reads the body of a 4xx, and the 422's field errors are the point of that reply.

interface CallContext {
  basePath: string;
  signal?: AbortSignal;
}

const uploadReply = object({ id: string(/^[\w-]{1,64}$/), name: string(), size: number() });
const enrolReply = object({ id: optional(string(), '') });
const refusal = object({ errors: record(string()) });
const problem = object({ error: optional(string(), ''), codes: optional(array(string()), []) });

function endpoint(path: string, basePath: string): URL {
  return new URL(path, new URL(basePath, location.origin));
}

/** A file upload on a slow phone connection may take far longer than a JSON post. */
const UPLOAD_TIMEOUT_MS = 120_000;

async function post(url: URL, body: BodyInit, context: CallContext, json: boolean) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (json) headers['content-type'] = 'application/json';
  // core/http's deadline: a server that never answers ends in the form's server error (with
  // everything typed kept), not in a button that stays busy forever.
  const limit = deadline(context.signal, json ? DEFAULT_TIMEOUT_MS : UPLOAD_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body,
      signal: limit.signal,
    });
    let data: unknown = null;
    try {
      data = await response.json();
    } catch {
      // Not JSON: only the status speaks.
    }
    return { status: response.status, data };
  } finally {
    limit.done();
  }
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
  try {
    const { status, data } = await post(
      endpoint('trade/application/files', context.basePath),
      form,
      context,
      false,
    );
    if (status === 201) {
      const parsed = check(uploadReply, data);
      if (parsed.ok) return { kind: 'ok', file: parsed.value };
    }
    if (status === 413) return { kind: 'refused', problem: 'too-large' };
    if (status === 415) return { kind: 'refused', problem: 'wrong-type' };
    logOnce(
      'warn',
      `trade-upload:${status}`,
      `trade file upload answered ${status}`,
      check(problem, data),
    );
    return { kind: 'refused', problem: 'server' };
  } catch (error) {
    if (context.signal?.aborted) return { kind: 'aborted' };
    logOnce('warn', 'trade-upload:network', 'trade file upload failed', error);
    return { kind: 'refused', problem: 'server' };
  }
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
  try {
    const { status, data } = await post(
      endpoint('trade/application', context.basePath),
      JSON.stringify(enrolmentPayload(values)),
      context,
      true,
    );
    if (status === 201) {
      const parsed = check(enrolReply, data);
      if (parsed.ok) return { kind: 'ok', id: parsed.value.id };
    }
    if (status === 422) {
      const parsed = check(refusal, data);
      if (parsed.ok) {
        const errors: FieldErrors = {};
        for (const [field, kind] of Object.entries(parsed.value.errors)) {
          // Only fields the form has, with the two kinds it shows.
          if (field in values && FIELD_ERROR[kind])
            errors[field as keyof TradeValues] = FIELD_ERROR[kind];
        }
        if (Object.keys(errors).length > 0) return { kind: 'refused', errors };
      }
    }
    logOnce('warn', `trade-enrol:${status}`, `trade enrolment answered ${status}`);
    return { kind: 'failed' };
  } catch (error) {
    if (context.signal?.aborted) return { kind: 'aborted' };
    logOnce('warn', 'trade-enrol:network', 'trade enrolment failed', error);
    return { kind: 'failed' };
  }
}
