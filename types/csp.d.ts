// Written by hand for `rove-widgets/csp` (dist/csp.js); server/declarations.check.ts fails the
// typecheck when it and server/csp.ts disagree.

/** The vendors whose scripts the SDK loads, one contract page each in docs/vendors/. */
export type VendorName =
  | 'stripe'
  | 'google-places'
  | 'kakao-postcode'
  | 'affirm'
  | 'klarna'
  | 'meta'
  | 'tiktok'
  | 'pinterest'
  | 'google-ads'
  | 'livechat';

/** The fetch directives a vendor may need, plus the Trusted Types policy names it creates. */
export type Directive =
  | 'script-src'
  | 'connect-src'
  | 'frame-src'
  | 'img-src'
  | 'style-src'
  | 'font-src'
  | 'media-src'
  | 'worker-src'
  | 'trusted-types';

export interface VendorPolicyOptions {
  /**
   * The page's origin (`https://shop.example`). A script the settings name on it needs no
   * source ('self' covers it); without it, relative script URLs count as the page's own.
   */
  origin?: string;
  /** Vendors to leave out even where the settings configure them. */
  except?: readonly VendorName[];
  /**
   * `false` leaves out the `style-src 'unsafe-inline'` that Klarna, Kakao and LiveChat ask for
   * (docs/csp.md says what then breaks). A `style-src` with a nonce or hash ignores it anyway.
   */
  inlineStyles?: boolean;
}

export type VendorDirectives = Partial<Record<Directive, string[]>>;

export interface PageSources {
  /** The configured vendors, in a stable order. */
  vendors: VendorName[];
  /** The sources to allow, per directive, each listed once. */
  directives: VendorDirectives;
}

/** The sources the vendors configured by a page's settings (the object it prints) need. */
export declare function vendorSources(
  settings: unknown,
  options?: VendorPolicyOptions,
): PageSources;

/**
 * A host's policy with those sources added to its directives (a missing directive starts from
 * its fallback; Trusted Types names only where the policy enforces Trusted Types).
 */
export declare function withVendorSources(
  policy: string,
  settings: unknown,
  options?: VendorPolicyOptions,
): string;
