// What a dialog shows while a vendor's part of it loads (the Korean postcode search, the
// protection provider's terms): loading, then one outcome for the dialog's life.

/** The phase every such dialog starts in; any other phase is an outcome. */
export interface Loading {
  readonly phase: 'loading';
}

/**
 * The next state: the first outcome stays (an answer that arrives after the dialog settled —
 * a retry, a late reply — changes nothing).
 *
 * @example firstOutcome({ phase: 'failed' }, { phase: 'ready', html: '<p>…</p>' }) // { phase: 'failed' }
 */
export const firstOutcome = <S extends { readonly phase: string }>(current: S, next: S): S =>
  current.phase === 'loading' ? next : current;
