import { markup, type SafeHtml } from '../lib/html';
import { breadcrumbs } from './breadcrumbs';

/** A CMS content page (Membership, Help, …): the pages the search service's `pages` index lists. */
export function contentPage(page: { title: string; description: string }): SafeHtml {
  return markup`${breadcrumbs([{ label: 'Home', href: '/' }, { label: page.title }])}
    <header class="page-head">
      <h1 class="page-head__title">${page.title}</h1>
      <p class="page-head__lead">${page.description}</p>
    </header>
    <p>This page stands in for the store's own content; the demo host only shows its summary.</p>`;
}
