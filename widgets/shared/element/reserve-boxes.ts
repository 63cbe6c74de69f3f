/**
 * Adopts the reserve sheet (reserve-css.ts: the elements' boxes and the shared
 * `.rove-visually-hidden` rule) as the kit is evaluated — before any element of the page is
 * defined, since every element chunk imports the kit. It used to be the loader's first act, but
 * the loader must stay under 1.5 kB while it now asks for every page's chunks at once, and the
 * page's own stylesheet holds the boxes from the first paint anyway (README "Layout shift").
 */
import { adoptStyles } from '../../../core/adopt-styles';
import { RESERVE_CSS } from './reserve-css';

if (typeof document !== 'undefined') adoptStyles('rove-reserve', RESERVE_CSS, document);
