/**
 * The chosen options in the address as repeated `aid[]` parameters (spec/product.md §4), so a shared
 * or reloaded link opens on the same model. Pure: the hook applies it with history.replaceState.
 */

const AID = 'aid[]';

/**
 * The option ids an address names, in order; values that are not positive integers are dropped.
 *
 * @example decodeAidQuery('?aid[]=103&aid%5B%5D=202&x=1') // [103, 202]
 */
export function decodeAidQuery(search: string): number[] {
  return new URLSearchParams(search)
    .getAll(AID)
    .filter((value) => /^\d+$/.test(value))
    .map(Number)
    .filter((oid) => oid > 0 && Number.isSafeInteger(oid));
}

/**
 * The address's query with its `aid[]` parameters replaced by `oids`, other parameters kept in
 * place. Brackets are written as-is (not %5B%5D) so the address stays readable.
 *
 * @example encodeAidQuery('?as=member&aid[]=1', [103, 202]) // '?as=member&aid[]=103&aid[]=202'
 */
export function encodeAidQuery(search: string, oids: readonly number[]): string {
  const rest = new URLSearchParams(search);
  rest.delete(AID);
  const parts = [rest.toString(), ...oids.map((oid) => `${AID}=${oid}`)].filter(Boolean);
  return parts.length ? `?${parts.join('&')}` : '';
}
