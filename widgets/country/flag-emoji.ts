/**
 * Whether this device draws flag emoji as flags. Windows draws a regional-indicator pair as its
 * two letters, so the menu would read 'GB UK · £'; there (and wherever no emoji font has
 * flags) the menu leaves the flags out: the code and the country names carry the meaning.
 *
 * The probe draws one flag on a 1 px canvas twice, in white and in black. A colour glyph keeps
 * its own colours whatever the fill; letters and missing-glyph boxes take the fill colour.
 */
const EMOJI_FONTS = '"Apple Color Emoji","Segoe UI Emoji","Noto Color Emoji",sans-serif';
const PROBE = '🇬🇧';

let drawn: boolean | undefined;

/**
 * True where a flag emoji is drawn in its own colours; measured once per page. Where the canvas
 * cannot be read (no 2D context, a blocked read) the flags stay, as before the probe.
 *
 * @example drawsFlagEmoji() // false on Windows, true on macOS, iOS and Android
 */
export function drawsFlagEmoji(): boolean {
  if (drawn === undefined) drawn = knownToDrawFlags(navigator.userAgent) || probe();
  return drawn;
}

/**
 * Apple's systems and Android always draw flag emoji in colour, so most shoppers — on phones
 * — skip the probe: drawing the glyph makes the browser find and load its emoji font, about
 * 20 ms before the menu can render (80 ms on a phone's CPU). Elsewhere (Windows, where Firefox
 * brings flags of its own but Chromium has none; Linux) only drawing tells.
 *
 * @example knownToDrawFlags('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) …') // true
 */
export function knownToDrawFlags(userAgent: string): boolean {
  return /\b(iPhone|iPad|Macintosh|Android)\b/.test(userAgent);
}

function probe(): boolean {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return true;
    context.textBaseline = 'top';
    context.font = `100px ${EMOJI_FONTS}`;
    // The 100 px glyph scaled into the one pixel: its average colour.
    context.scale(0.01, 0.01);
    const pixel = (fill: string) => {
      context.clearRect(0, 0, 100, 100);
      context.fillStyle = fill;
      context.fillText(PROBE, 0, 0);
      return context.getImageData(0, 0, 1, 1).data;
    };
    return isColourGlyph(pixel('#fff'), pixel('#000'));
  } catch {
    return true;
  }
}

/**
 * A glyph drawn in its own colours: the same pixel under a white and a black fill, and not
 * the black of a monochrome glyph (or nothing at all).
 *
 * @example isColourGlyph([207, 20, 43, 255], [207, 20, 43, 255]) // true
 * @example isColourGlyph([255, 255, 255, 255], [0, 0, 0, 255]) // false: letters take the fill
 * @example isColourGlyph([0, 0, 0, 0], [0, 0, 0, 0]) // false: nothing drawn
 */
export function isColourGlyph(onWhite: ArrayLike<number>, onBlack: ArrayLike<number>): boolean {
  const white = Array.from(onWhite).join();
  const black = Array.from(onBlack).join();
  return white === black && !/^0,0,0,/.test(black);
}

/** Forgets the measurement (tests). */
export function resetFlagEmoji(): void {
  drawn = undefined;
}
