import { markup, type SafeHtml } from '../lib/html';
import type { VisitorRole } from '../context';
import type { PageChrome } from './page-chrome';

const ROLE_LABELS: Readonly<Record<VisitorRole, string>> = {
  anonymous: 'Anonymous',
  customer: 'Casey Customer',
  member: 'Morgan Member',
};

/** A strip above the store that says this is the demo host and switches the simulated visitor. */
export function demoBar(chrome: PageChrome): SafeHtml {
  return markup`<div class="demo-bar">
    <div class="demo-bar__inner">
      <span class="demo-bar__badge">Demo host</span>
      <span>Viewing as</span>
      <ul class="demo-bar__roles">
        ${(Object.keys(ROLE_LABELS) as VisitorRole[]).map(
          (role) =>
            markup`<li>
              <a
                href="${chrome.path}?as=${role}"
                ${role === chrome.visitor.role ? markup`aria-current="true"` : ''}
                >${ROLE_LABELS[role]}</a
              >
            </li>`,
        )}
      </ul>
      <a class="demo-bar__link" href="/demo">All scenarios</a>
    </div>
  </div>`;
}
