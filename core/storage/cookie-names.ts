/** Cookie names the SDK reads or writes; the CMS uses the same ones. */
export const COOKIE = {
  /** The warehouse location: US CA AU KR UK HK (spec/shell.md §3). */
  warehouse: 'rove_warehouse',
  /** Grid size on listings, 14 days (spec/shell.md §9). */
  grid: 'rove_grid',
  /** Delivery destination override, per country: + 'US' / 'CA' (spec/product.md §3, 365 days). */
  destinationPostalPrefix: 'rove_dest_postal_',
  destinationLabelPrefix: 'rove_dest_label_',
  /** The price test's variant, 365 days, Secure (spec/marketing.md §3). */
  priceTestVariant: 'rove_ab_variant',
  /** The last utm campaign, a tracking cookie: 90 days (spec/checkout.md §9, spec/marketing.md §3). */
  utmCampaign: 'rove_utm_campaign',
  /** The live chat was closed: it does not reopen by itself for 1 day (spec/marketing.md §3, §9). */
  chatClosed: 'rove_chat_closed',
  /** The trade newsletter popup was closed or subscribed: not again for 1 day (spec/product.md §4, §9). */
  tradeNewsletter: 'rove_trade_newsletter',
} as const;
