import { markup, type SafeHtml } from '../lib/html';

export function notFoundPage(): SafeHtml {
  return markup`<div class="empty-state">
    <h1 class="page-head__title">Page not found</h1>
    <p>The page you are looking for has moved or never existed.</p>
    <p><a class="button" href="/">Back to the home page</a></p>
  </div>`;
}
