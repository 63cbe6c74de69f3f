import { markup, type SafeHtml } from '../lib/html';

export function breadcrumbs(trail: readonly { label: string; href?: string }[]): SafeHtml {
  return markup`<nav class="breadcrumbs" aria-label="Breadcrumb">
    <ol>
      ${trail.map((step) =>
        step.href
          ? markup`<li><a href="${step.href}">${step.label}</a></li>`
          : markup`<li><span aria-current="page">${step.label}</span></li>`,
      )}
    </ol>
  </nav>`;
}
