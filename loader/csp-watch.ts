/**
 * Listens for the page's Content-Security-Policy refusing something, so that a vendor the
 * policy forgot (Stripe's frame, Klarna's script) is named on the console and to the retailer's
 * monitoring instead of leaving a silently empty widget (docs/csp.md). What matches the address
 * to a vendor comes only when a violation happens; a report-only policy blocked nothing.
 */
export function watchVendorBlocks(doc: Document): void {
  doc.addEventListener('securitypolicyviolation', (event) => {
    if (event.disposition !== 'report')
      import('../core/csp/report-blocked').then(
        (module) => module.reportBlocked(event),
        () => {},
      );
  });
}
