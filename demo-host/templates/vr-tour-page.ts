import { markup, type SafeHtml } from '../lib/html';

// /vr/tour/{id}[/mobile]: a simulated 360° tour, standing in for the tour provider's page the
// VR viewer frames (spec/shell.md §2). A wide panorama the visitor scrolls or drags sideways; the
// mobile variant is a lighter, narrower one. No script: it must run under the site's CSP.

export interface VrTour {
  id: string;
  title: string;
  /** Wall colours of the panorama's four sides. */
  walls: readonly [string, string, string, string];
}

export const VR_TOURS: readonly VrTour[] = [
  { id: 'showroom', title: 'Showroom tour', walls: ['#e9e2d6', '#d9e4e1', '#efe0d8', '#dfe2ea'] },
  {
    id: 'living-room',
    title: 'Living room tour',
    walls: ['#efe6d2', '#e2dccf', '#d7e1d6', '#eadbd2'],
  },
];

const SIDES = ['North', 'East', 'South', 'West'] as const;

function panorama(tour: VrTour, mobile: boolean): SafeHtml {
  const side = mobile ? 700 : 1200;
  const height = mobile ? 520 : 720;
  const floor = Math.round(height * 0.68);
  const walls = tour.walls.map(
    (colour, i) => markup`<rect x="${i * side}" width="${side}" height="${floor}" fill="${colour}"/>
<rect x="${i * side + side * 0.3}" y="${floor * 0.22}" width="${side * 0.4}" height="${floor * 0.4}" fill="#ffffff" fill-opacity="0.55" stroke="#b9b2a6"/>
<rect x="${i * side + side * 0.18}" y="${floor - 130}" width="${side * 0.64}" height="110" rx="18" fill="#8a7f70"/>
<rect x="${i * side + side * 0.18}" y="${floor - 175}" width="${side * 0.64}" height="60" rx="18" fill="#9c907f"/>
<text x="${i * side + side / 2}" y="${floor + 90}" text-anchor="middle" font-family="Georgia, serif" font-size="${mobile ? 34 : 44}" fill="#3b362f">${SIDES[i] ?? ''} · ${tour.title}</text>`,
  );
  return markup`<svg class="vr-tour__panorama" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side * 4} ${height}" width="${side * 4}" height="${height}" role="img" aria-label="${tour.title}: a 360° view of the room">
<rect width="${side * 4}" height="${height}" fill="#c9b79c"/>
${walls}
</svg>`;
}

export function vrTourPage(tour: VrTour, mobile: boolean): SafeHtml {
  const title = `${tour.title}${mobile ? ' (mobile)' : ''}`;
  return markup`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Rove</title>
<link rel="stylesheet" href="/demo-assets/page-behaviours.css">
</head>
<body class="vr-tour${mobile ? ' vr-tour--mobile' : ''}">
<main class="vr-tour__main">
<h1 class="vr-tour__title">${title} <span class="vr-tour__note">Simulated 360° tour (demo host)</span></h1>
<div class="vr-tour__view" tabindex="0" aria-label="Scroll sideways to look around">
${panorama(tour, mobile)}
</div>
</main>
</body>
</html>
`;
}
