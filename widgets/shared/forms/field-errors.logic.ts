/*
 * A form's error messages by field (issue 24). A message a check gave a field (the form's own on
 * submit, or the server's) shows until that field changes, and comes back with the next check if
 * it still applies. The trade application, the swatch request and the pre-chat form check on
 * submit only and keep their messages so; the checkout, which judges fields as the shopper goes,
 * follows form-field.logic.ts (its server messages the same way).
 */

/** Messages by field name: a check's (a code such as 'required', or the text) or the server's. */
export type FieldErrors<F extends string = string, M = string> = Readonly<Partial<Record<F, M>>>;

/**
 * `errors` without those of `fields`: a changed field's, and those of the rules that read it.
 *
 * @example withoutErrors({ city: 'Required', phone: 'Required' }, ['city']) // { phone: 'Required' }
 */
export function withoutErrors<E extends object>(errors: E, fields: readonly (keyof E)[]): E {
  const rest = { ...errors };
  for (const field of fields) delete rest[field];
  return rest;
}

/**
 * The first field, in the form's order, that has an error: where focus goes on a refused submit.
 *
 * @example firstWithError(['name', 'email'], { email: 'Invalid' }) // 'email'
 */
export function firstWithError<F extends string>(
  order: readonly F[],
  errors: FieldErrors<F, unknown>,
): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}
