import type { DemoUser } from '../db/users';
import { markup, type SafeHtml } from '../lib/html';
import type { Currency } from '../lib/markets';
import { formatMoney } from '../lib/money';
import { breadcrumbs } from './breadcrumbs';

// The user membership account page with its renewal form (spec/product.md §2, §4). The form works
// without JavaScript; <rove-popups>' renewal overlay enrols the member in the promotional
// discount and then submits this same form (settings.popups.renewalForm).

export type MembershipView =
  | { kind: 'anonymous' }
  | { kind: 'not-member'; user: DemoUser }
  | {
      kind: 'member';
      user: DemoUser;
      /** YYYY-MM-DD */
      expires: string;
      /** Set right after a renewal (the redirect's ?renewed=1). */
      renewed: boolean;
      /** Whether the page carries the renewal overlay. */
      overlay: boolean;
    };

function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

function head(title: string): SafeHtml {
  return markup`${breadcrumbs([{ label: 'Home', href: '/' }, { label: 'My account' }, { label: title }])}
    <header class="page-head"><h1 class="page-head__title">${title}</h1></header>`;
}

export function membershipPage(view: MembershipView): SafeHtml {
  if (view.kind === 'anonymous') {
    return markup`${head('My membership')}
      <div class="empty-state">
        <p>Sign in to see your membership.</p>
        <p>
          <a class="button" href="/user/membership?as=member">Sign in as Morgan Member (demo)</a>
        </p>
        <p><a href="/membership">What membership includes</a></p>
      </div>`;
  }
  if (view.kind === 'not-member') {
    return markup`${head('My membership')}
      <p>${view.user.name}, you are not a member yet.</p>
      <p><a class="button" href="/membership">Become a member</a></p>`;
  }
  return markup`${head('My membership')}
    ${view.renewed ? markup`<p class="membership-notice" role="status"><strong>Your membership has been renewed.</strong></p>` : ''}
    <dl class="membership-summary">
      <dt>Member</dt><dd>${view.user.name}</dd>
      <dt>Email</dt><dd>${view.user.email}</dd>
      <dt>Status</dt><dd>Active</dd>
      <dt>Expires</dt><dd>${formatDate(view.expires)}</dd>
    </dl>
    <p>Renew now to keep member pricing, free standard delivery and your member vouchers for another year.</p>
    <form id="membership-renewal" method="post" action="/user/membership">
      <button class="button" type="submit">Renew membership</button>
    </form>
    ${view.overlay ? markup`<rove-popups></rove-popups>` : ''}`;
}

/** /user/membership/enroll/login?register=1: the sign-up page the offer and the header link to. */
export function membershipEnrollPage(fee: number, currency: Currency): SafeHtml {
  return markup`${head('Join the membership')}
    <p>Membership costs ${formatMoney(fee, currency)} a year: member prices on every order, free standard delivery and a member voucher on what you spend.</p>
    <p>The demo host has no accounts to create.</p>
    <p><a class="button" href="/user/membership?as=member">Continue as Morgan Member (demo)</a></p>`;
}
