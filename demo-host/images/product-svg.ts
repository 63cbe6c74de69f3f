import { escapeHtml } from '../lib/html';
import type { CatalogueProduct } from '../fixtures/catalogue-types';

// A deterministic illustration per product: a silhouette of its category in the colour of the
// chosen swatch, on a soft background, captioned with the title. Same nid + oid, same bytes.
// Only presentation attributes are used (no <style>), so the strict CSP needs no exception.

export const IMAGE_WIDTH = 800;
export const IMAGE_HEIGHT = 600;

const BACKGROUNDS = ['#f3efe8', '#eef0ec', '#f2ece4', '#ebeef1', '#f4eee9', '#eeece6'];

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const value = (n >> shift) & 0xff;
    const next = amount < 0 ? value * (1 + amount) : value + (255 - value) * amount;
    return Math.round(Math.min(255, Math.max(0, next)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

interface Paint {
  body: string;
  dark: string;
  light: string;
  legs: string;
  /** 0…1 from the nid, to vary proportions between products of one category. */
  vary: number;
  type: string;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 12) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;

function legs(xs: number[], y: number, h: number, fill: string): string {
  return xs.map((x) => rect(x, y, 12, h, fill, 3)).join('');
}

function sofa(p: Paint, chaise = false): string {
  const w = 430 + Math.round(p.vary * 80);
  const x = 400 - w / 2;
  return [
    legs([x + 30, x + w - 42], 420, 36, p.legs),
    rect(x + 20, 215, w - 40, 120, p.dark, 26),
    rect(x, 300, w, 125, p.body, 20),
    rect(x - 10, 265, 60, 160, p.dark, 22),
    rect(x + w - 50, 265, 60, 160, p.dark, 22),
    rect(x + 55, 290, (w - 120) / 2, 45, p.light, 14),
    rect(x + 65 + (w - 120) / 2, 290, (w - 120) / 2, 45, p.light, 14),
    chaise ? rect(x + w - 190, 360, 200, 95, p.body, 18) : '',
  ].join('');
}

function chair(p: Paint): string {
  return [
    legs([312, 476], 410, 50, p.legs),
    rect(320, 200 + Math.round(p.vary * 30), 160, 150, p.dark, 40),
    rect(300, 320, 200, 95, p.body, 22),
    rect(280, 290, 45, 125, p.dark, 20),
    rect(475, 290, 45, 125, p.dark, 20),
  ].join('');
}

function table(p: Paint): string {
  const dining = /Dining|Console/.test(p.type);
  const w = dining ? 520 : 420;
  const top = dining ? 250 : 320;
  const x = 400 - w / 2;
  return [
    legs([x + 40, x + w - 52], top + 24, 440 - top, p.legs),
    rect(x, top, w, 28, p.body, 6),
    rect(x + 6, top + 28, w - 12, 8, p.dark, 3),
  ].join('');
}

function bed(p: Paint): string {
  return [
    legs([185, 603], 420, 30, p.legs),
    rect(170, 170, 460, 200, p.dark, 30),
    rect(180, 300, 440, 120, '#fbfaf7', 16),
    rect(230, 270, 140, 50, '#ffffff', 18),
    rect(430, 270, 140, 50, '#ffffff', 18),
    rect(180, 345, 440, 80, p.body, 14),
  ].join('');
}

function rug(p: Paint): string {
  const stripes = [0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M${250 + i * 70} 250 L${200 + i * 90} 450" stroke="${p.dark}" stroke-width="10"/>`,
    )
    .join('');
  return [
    `<path d="M230 230 L570 230 L650 470 L150 470 Z" fill="${p.body}"/>`,
    `<path d="M255 250 L545 250 L612 450 L188 450 Z" fill="none" stroke="${p.light}" stroke-width="8"/>`,
    stripes,
  ].join('');
}

function pillow(p: Paint): string {
  return [
    `<path d="M270 190 Q400 225 530 190 Q505 300 530 410 Q400 375 270 410 Q295 300 270 190 Z" fill="${p.body}"/>`,
    `<path d="M290 210 Q400 240 510 210" stroke="${p.light}" stroke-width="6" fill="none"/>`,
  ].join('');
}

function lamp(p: Paint): string {
  if (/Pendant/.test(p.type)) {
    return [
      rect(397, 40, 6, 200, p.dark, 2),
      `<path d="M300 330 Q300 230 400 230 Q500 230 500 330 Z" fill="${p.body}"/>`,
      `<ellipse cx="400" cy="335" rx="60" ry="10" fill="#fff6d8"/>`,
    ].join('');
  }
  if (/Floor/.test(p.type)) {
    return [
      rect(396, 200, 8, 250, p.body, 3),
      rect(350, 445, 100, 12, p.body, 6),
      `<path d="M330 220 L470 220 L440 130 L360 130 Z" fill="${p.light}"/>`,
    ].join('');
  }
  return [
    `<ellipse cx="400" cy="380" rx="70" ry="70" fill="${p.body}"/>`,
    rect(392, 250, 16, 80, p.dark, 3),
    `<path d="M320 270 L480 270 L450 180 L350 180 Z" fill="${p.light}"/>`,
    rect(340, 440, 120, 14, p.dark, 6),
  ].join('');
}

function silhouette(category: CatalogueProduct['category'], paint: Paint): string {
  switch (category) {
    case 'sofas':
      return sofa(paint);
    case 'sectionals':
      return sofa(paint, true);
    case 'chairs':
      return chair(paint);
    case 'tables':
      return table(paint);
    case 'beds':
      return bed(paint);
    case 'rugs':
      return rug(paint);
    case 'pillows':
      return pillow(paint);
    case 'lighting':
      return lamp(paint);
  }
}

/**
 * @param oid an option of the product's first attribute to paint with (e.g. a fabric swatch);
 *            anything else falls back to the first option.
 */
export function renderProductSvg(product: CatalogueProduct, oid?: number): string {
  const swatchAttribute = product.options[0]?.attribute;
  const swatches = product.options.filter((o) => o.attribute === swatchAttribute);
  const swatch = swatches.find((o) => o.oid === oid) ?? swatches[0];
  const body = swatch?.hex ?? '#9d9b95';
  const legOption = product.options.find((o) => o.attribute === 'leg');
  const paint: Paint = {
    body,
    dark: shade(body, -0.18),
    light: shade(body, 0.25),
    legs: legOption?.hex ?? shade(body, -0.45),
    vary: (product.nid % 7) / 6,
    type: product.terms[0] ?? '',
  };
  const background = BACKGROUNDS[product.nid % BACKGROUNDS.length] ?? BACKGROUNDS[0];
  const title = escapeHtml(product.title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="${background}"/>`,
    `<rect y="470" width="${IMAGE_WIDTH}" height="130" fill="${shade(background ?? '#f3efe8', -0.04)}"/>`,
    `<ellipse cx="400" cy="468" rx="290" ry="18" fill="#000000" fill-opacity="0.08"/>`,
    silhouette(product.category, paint),
    `<text x="400" y="548" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="30" fill="#3b362f">${title}</text>`,
    `</svg>`,
  ].join('');
}
