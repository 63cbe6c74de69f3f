// The marketing tables (spec/marketing.md §7, spec/product.md §4 and §7), appended to SCHEMA_SQL. The demo only
// records what the popups, the email-my-cart form and the renewal overlay sent, so reviewers and
// tests can see that a call arrived; a real CMS would hand them to its email-marketing service.

export const MARKETING_SCHEMA_SQL = `
-- Newsletter sign-ups: POST /klaviyo/api/subscribe (source 'klaviyo') and the JSON:API
-- POST /api/email-marketing/subscriptions (source 'email-marketing'; list2 is always NULL there).
CREATE TABLE newsletter_subscriptions (
  id      INTEGER PRIMARY KEY AUTOINCREMENT,
  email   TEXT NOT NULL,
  list    TEXT NOT NULL,
  list2   TEXT,
  source  TEXT NOT NULL CHECK (source IN ('klaviyo', 'email-marketing')),
  created TEXT NOT NULL
);

-- 'EMAIL MY CART' sends (POST /klaviyo/email-myself): the addresses and the cart as JSON.
CREATE TABLE email_cart_sends (
  id        INTEGER PRIMARY KEY AUTOINCREMENT,
  emails    TEXT NOT NULL,
  body      TEXT NOT NULL,
  subscribe INTEGER NOT NULL CHECK (subscribe IN (0, 1)),
  cart      TEXT NOT NULL,
  created   TEXT NOT NULL
);

-- Promotional membership renewals (GET /user/membership/renewal, and the account page's form).
CREATE TABLE membership_renewals (
  id      INTEGER PRIMARY KEY AUTOINCREMENT,
  uid     INTEGER NOT NULL REFERENCES users (uid),
  source  TEXT NOT NULL CHECK (source IN ('overlay', 'form')),
  created TEXT NOT NULL
);
`;
