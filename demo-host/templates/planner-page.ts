import { markup, type SafeHtml } from '../lib/html';
import { breadcrumbs } from './breadcrumbs';

/** One tip of the planner's guided tour (spec/product.md §2, §4 'AR tour'). */
export interface PlannerTip {
  title: string;
  text: string;
}

export const PLANNER_TIPS: readonly PlannerTip[] = [
  {
    title: 'Draw your room',
    text: 'Enter the length and width of your room, then drag the walls to match doors and windows.',
  },
  {
    title: 'Place furniture',
    text: 'Pick a piece from the list and drop it on the plan; every piece keeps its true size.',
  },
  {
    title: 'Turn and move',
    text: 'Select a piece to rotate it in 15° steps or nudge it with the arrow keys.',
  },
  {
    title: 'See it in your room',
    text: 'On a phone, tap View in AR to place the piece on your floor through the camera.',
  },
];

const FLOOR_PLAN = markup`<svg class="planner__plan" viewBox="0 0 640 400" role="img" aria-labelledby="planner-plan-title">
  <title id="planner-plan-title">Floor plan: a 5.2 by 3.6 metre living room with a sofa, a coffee table and a lounge chair</title>
  <rect x="20" y="20" width="600" height="360" fill="#f4f1ea" stroke="#2b2a27" stroke-width="6"/>
  <path d="M 260 380 A 70 70 0 0 1 330 310" fill="none" stroke="#8a877f" stroke-width="2"/>
  <line x1="260" y1="380" x2="330" y2="380" stroke="#f4f1ea" stroke-width="8"/>
  <rect x="140" y="60" width="300" height="95" rx="14" fill="#6b7d6a"/>
  <rect x="215" y="195" width="150" height="80" rx="8" fill="#b89a72"/>
  <rect x="470" y="190" width="100" height="100" rx="16" fill="#9a8f84"/>
  <text x="290" y="112" text-anchor="middle" fill="#fff" font-size="18">Sofa</text>
  <text x="290" y="240" text-anchor="middle" fill="#2b2a27" font-size="15">Coffee table</text>
  <text x="520" y="245" text-anchor="middle" fill="#fff" font-size="14">Chair</text>
</svg>`;

/**
 * The 3D/AR planner page (spec/product.md §2): the planner itself is the retailer's vendor tool and not
 * specified, so the demo shows a still floor plan; what Rove adds is the guided tour, whose tips
 * are plain CMS list items (readable without JavaScript).
 */
export function plannerPage(): SafeHtml {
  return markup`${breadcrumbs([{ label: 'Home', href: '/' }, { label: '3D & AR planner' }])}
    <header class="page-head">
      <h1 class="page-head__title">3D &amp; AR room planner</h1>
      <p class="page-head__lead">Plan your room to scale, then see our pieces in your space.</p>
    </header>
    <section class="section planner" aria-labelledby="planner-tips-title">
      <div class="planner__stage">${FLOOR_PLAN}</div>
      <div class="planner__tour">
        <h2 id="planner-tips-title" class="section__title">How the planner works</h2>
        <rove-ar-tour tour-id="planner" label="Planner tips" launch-label="Show planner tips">
          <ol class="planner__tips">
            ${PLANNER_TIPS.map((tip) => markup`<li><h3>${tip.title}</h3><p>${tip.text}</p></li>`)}
          </ol>
        </rove-ar-tour>
      </div>
    </section>`;
}
