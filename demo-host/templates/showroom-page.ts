import { markup, type SafeHtml } from '../lib/html';
import { directionsUrl, type Showroom } from '../fixtures/showrooms';
import { breadcrumbs } from './breadcrumbs';

/** A showroom landing page (spec/product.md §2): name, address, hours and a Get Directions link. */
export function showroomPage(showroom: Showroom): SafeHtml {
  return markup`${breadcrumbs([
    { label: 'Home', href: '/' },
    { label: 'Showroom', href: '/showroom' },
    { label: showroom.name },
  ])}
    <header class="page-head">
      <h1 class="page-head__title">${showroom.name}</h1>
      ${showroom.event ? markup`<p class="page-head__lead">${showroom.event}</p>` : ''}
    </header>
    <section class="section showroom" aria-labelledby="showroom-visit">
      <h2 id="showroom-visit" class="section__title">Visit us</h2>
      <address class="showroom__address">${showroom.address.map((line) => markup`${line}<br>`)}</address>
      <h3>Opening hours</h3>
      <ul class="showroom__hours">${showroom.hours.map((line) => markup`<li>${line}</li>`)}</ul>
      <p>
        <a class="button" href="${directionsUrl(showroom)}" data-rove-directions="${showroom.city}" target="_blank" rel="noopener noreferrer">Get Directions<span class="visually-hidden"> (opens in a new tab)</span></a>
      </p>
    </section>`;
}
