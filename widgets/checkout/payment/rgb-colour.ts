/**
 * Stripe's appearance variables take hex and rgb() colours only: a host theme in hsl() (its '%'),
 * oklch() or color-mix() would be refused, and the card fields would keep Stripe's own colours
 * on the host's page. The browser already knows every notation it can paint, so the colour is
 * painted on a 1 px canvas and read back as rgb().
 */

const UNPAINTED = '#010203';

/**
 * `colour` as Stripe can read it, or as given where the browser cannot paint it either (then
 * Stripe keeps its own colour, as before).
 *
 * @example rgbColour('oklch(62.8% 0.2577 29.23)') // 'rgb(255, 0, 0)'
 * @example rgbColour('#1d1d1b') // 'rgb(29, 29, 27)'
 */
export function rgbColour(colour: string): string {
  // One pixel of a default-sized canvas: nothing here can throw (the canvas is never tainted).
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return colour;
  // A canvas ignores a colour it cannot parse (light-dark() needs an element): the marker
  // left in place says so.
  context.fillStyle = UNPAINTED;
  context.fillStyle = colour;
  if (context.fillStyle === UNPAINTED) return colour;
  context.fillRect(0, 0, 1, 1);
  return rgbText(context.getImageData(0, 0, 1, 1).data);
}

/**
 * One canvas pixel as rgb(). A translucent token loses its alpha: Stripe's fields are opaque.
 *
 * @example rgbText([29, 29, 27, 255]) // 'rgb(29, 29, 27)'
 */
export function rgbText([red, green, blue]: ArrayLike<number> & Iterable<number>): string {
  return `rgb(${red}, ${green}, ${blue})`;
}
