/** Classes on <body> that change behaviour (docs/architecture.md §3). */
export interface BodyFlags {
  /** Drupal's own flag for a signed-in visitor. */
  loggedIn: boolean;
  membershipOnly: boolean;
  membershipLock: boolean;
  msrpLock: boolean;
  checkoutReview: boolean;
}

/** @example readBodyFlags(document).loggedIn // true on <body class="logged-in"> */
export function readBodyFlags(doc: Document = document): BodyFlags {
  const has = (name: string) => doc.body?.classList.contains(name) ?? false;
  return {
    loggedIn: has('logged-in'),
    membershipOnly: has('rove-membership-only'),
    membershipLock: has('rove-membership-lock'),
    msrpLock: has('rove-msrp-lock'),
    checkoutReview: has('page-cart-checkout-review'),
  };
}
