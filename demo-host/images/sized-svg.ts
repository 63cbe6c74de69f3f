import { isResponsiveWidth } from '../../core/responsive-image';

/**
 * The same drawing at one of the responsive widths (320/480/768, core/responsive-image): the
 * root's width and height are scaled, the viewBox kept. Any other `w` leaves the SVG as it was,
 * as a CDN's resizer ignores sizes it does not offer.
 *
 * @example sizedSvg('<svg viewBox="0 0 800 600" width="800" height="600">…', '320') // width="320" height="240"
 */
export function sizedSvg(svg: string, w: string | undefined): string {
  const width = Number(w);
  if (!isResponsiveWidth(width)) return svg;
  return svg.replace(
    /^(<svg\b[^>]*?)\swidth="(\d+)" height="(\d+)"/,
    (_, head: string, oldWidth: string, oldHeight: string) =>
      `${head} width="${width}" height="${Math.round((width * Number(oldHeight)) / Number(oldWidth))}"`,
  );
}
