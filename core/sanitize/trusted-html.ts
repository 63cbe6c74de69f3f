import type { TrustedHTML } from 'trusted-types/lib';

/**
 * The HTML side of the SDK's Trusted Types support (core/trusted-types has the policy): the
 * values DOMPurify signed with the 'rove' policy, found again by their text. Apart from the
 * policy so the views that render server HTML (love, coverage, popups) carry only this lookup,
 * not the policy code (love page size budget).
 */

// DOMPurify's outputs, by their text, so views that keep HTML as a string (state, props) can
// hand the signed value to the sink. Bounded: a page renders a few server fragments at a time.
const signed = new Map<string, TrustedHTML>();
const SIGNED_MAX = 200;

/** Records a DOMPurify output (core/sanitize/html only). */
export function rememberSanitized(html: TrustedHTML | string): string {
  if (typeof html === 'string') return html;
  const text = String(html);
  signed.delete(text);
  signed.set(text, html);
  if (signed.size > SIGNED_MAX) signed.delete(signed.keys().next().value as string);
  return text;
}

/**
 * The value to give an HTML sink (innerHTML, dangerouslySetInnerHTML) for HTML that
 * core/sanitize/html returned: its TrustedHTML when Trusted Types are in use, else the string.
 * A string DOMPurify did not produce is returned unchanged, never signed — where the browser
 * enforces Trusted Types it then refuses it.
 *
 * @example <div dangerouslySetInnerHTML={{ __html: trustedHtml(cleanHtml) }} />
 */
export function trustedHtml(clean: string): string | TrustedHTML {
  return signed.get(clean) ?? clean;
}
