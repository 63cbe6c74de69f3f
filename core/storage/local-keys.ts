// Local storage keys the SDK shares between its parts: tracking keeps the session counters
// (spec/marketing.md §3 local keys: session count, total pages, session pages, last active, last loaded,
// utm campaign) and popups read them for their conditions. In core/storage so both read them
// without one pulling the other's code.

/** Idle time after which the next activity starts a new session (spec/marketing.md §9). */
export const SESSION_TIMEOUT_MS = 30 * 60 * 1000;

/** Local storage keys of spec/marketing.md §3 that the session rules read and write. */
export const SESSION_KEYS = {
  lastActive: 'rove_last_active',
  lastLoaded: 'rove_last_loaded',
  count: 'rove_session_count',
  totalPages: 'rove_total_pages',
  sessionPages: 'rove_session_pages',
  utmCampaign: 'rove_utm_campaign',
} as const;
