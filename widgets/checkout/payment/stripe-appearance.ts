/**
 * Stripe's Payment Element is Stripe's iframe: the host's CSS cannot reach it, so a host theme
 * set through the tokens (README "Theming") would stop at its edge, and on a dark page its
 * dark labels would be unreadable. Elements take the theme as `appearance.variables`; this reads
 * them from where the element mounts, as the widget's own text resolved them.
 */
export interface StripeAppearance {
  readonly variables: {
    readonly colorText: string;
    readonly colorBackground: string;
    readonly colorPrimary: string;
    readonly colorDanger: string;
    readonly fontFamily: string;
  };
}

/** The computed style of the element's container: its colour and font, and the tokens. */
type ContainerStyle = Pick<CSSStyleDeclaration, 'color' | 'fontFamily' | 'getPropertyValue'>;

/**
 * `toStripeColour` turns each colour into a notation Stripe reads (rgb-colour.ts): a host's
 * tokens may be in any CSS notation.
 *
 * @example stripe.elements({ clientSecret, appearance: appearanceFrom(getComputedStyle(box), rgbColour) })
 */
export function appearanceFrom(
  style: ContainerStyle,
  toStripeColour: (colour: string) => string,
): StripeAppearance {
  // A custom property's computed value: the host's, with any var() inside already resolved;
  // empty where the host set none, so the token's default applies (design-tokens.ts).
  const token = (name: string, fallback: string) =>
    toStripeColour(style.getPropertyValue(name).trim() || fallback);
  return {
    variables: {
      colorText: toStripeColour(style.color),
      colorBackground: token('--rove-surface', '#fff'),
      colorPrimary: token('--rove-accent', '#1d1d1b'),
      colorDanger: token('--rove-error', '#b3261e'),
      fontFamily: style.fontFamily,
    },
  };
}
