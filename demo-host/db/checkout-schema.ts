// The checkout's tables (spec/checkout.md), appended to SCHEMA_SQL. Orders are built from the visitor's
// cart; what the shopper typed into the checkout panes is kept as JSON, since the demo never
// queries inside it. Money is in whole units of the order's currency (as every demo price),
// except the simulated Stripe tables, which keep Stripe's minor units.

export const CHECKOUT_SCHEMA_SQL = `
-- Demo accounts' checkout facts: membership and trade status for POST /json/user/exists/check,
-- and the customer record of GET /ajax/rove_customer.
CREATE TABLE account_profiles (
  uid           INTEGER PRIMARY KEY REFERENCES users (uid),
  member_status TEXT NOT NULL CHECK (member_status IN ('none', 'active', 'expired')),
  trade_status  TEXT NOT NULL CHECK (trade_status IN ('none', 'active', 'pending')),
  first_name    TEXT NOT NULL,
  last_name     TEXT NOT NULL,
  phone         TEXT NOT NULL,
  street1       TEXT NOT NULL,
  street2       TEXT NOT NULL,
  city          TEXT NOT NULL,
  zone          TEXT NOT NULL,
  postal_code   TEXT NOT NULL,
  country       TEXT NOT NULL,
  tags          TEXT NOT NULL,
  -- the account's creation time, Unix seconds (the record's created, for the customer type)
  created       INTEGER NOT NULL
);

-- Store credit per account and currency (a balance in each of the six shops).
CREATE TABLE store_credit (
  uid      INTEGER NOT NULL REFERENCES users (uid),
  currency TEXT NOT NULL,
  credits  REAL NOT NULL CHECK (credits >= 0),
  expiry   TEXT NOT NULL,
  PRIMARY KEY (uid, currency)
);

-- One open order (in_checkout or review) per visitor; paid and pending orders stay as records.
CREATE TABLE orders (
  order_id        INTEGER PRIMARY KEY AUTOINCREMENT,
  visitor         TEXT NOT NULL,
  uid             INTEGER REFERENCES users (uid),
  country         TEXT NOT NULL,
  currency        TEXT NOT NULL,
  status          TEXT NOT NULL CHECK (status IN ('in_checkout', 'review', 'paid', 'pending')),
  membership_mode TEXT NOT NULL DEFAULT 'optional'
                  CHECK (membership_mode IN ('optional', 'only', 'lock')),
  -- the checkout panes as last posted (email, membership, addresses, quote, protection)
  panes           TEXT NOT NULL DEFAULT '{}',
  -- the current simulated payment intent and the store credit it leaves out (POST /stripeAjax)
  intent_id       TEXT,
  credit_applied  REAL NOT NULL DEFAULT 0,
  -- priced lines and totals frozen when the order is placed (paid or pending)
  placed_lines    TEXT,
  placed_totals   TEXT,
  payment_method  TEXT,
  created         TEXT NOT NULL,
  updated         TEXT NOT NULL,
  placed          TEXT
);
CREATE UNIQUE INDEX orders_open_per_visitor ON orders (visitor)
  WHERE status IN ('in_checkout', 'review');
-- Order numbers look like a shop's, not like a fresh database's.
INSERT INTO sqlite_sequence (name, seq) VALUES ('orders', 100000);

-- Payments the CMS recorded against an order. (method, reference) is unique: completing the same
-- payment intent, BNPL token or store-credit use twice can never record a second payment.
CREATE TABLE order_payments (
  id        INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id  INTEGER NOT NULL REFERENCES orders (order_id),
  method    TEXT NOT NULL,
  reference TEXT NOT NULL,
  amount    REAL NOT NULL,
  currency  TEXT NOT NULL,
  form_type TEXT NOT NULL,
  details   TEXT NOT NULL DEFAULT '{}',
  created   TEXT NOT NULL,
  UNIQUE (method, reference)
);

-- POST /uc_stripe/payment/declined/{order_id}: the provider's error, as the page reported it.
CREATE TABLE payment_declines (
  id       INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders (order_id),
  response TEXT NOT NULL,
  created  TEXT NOT NULL
);

-- Buy-now-pay-later sessions (Affirm, paybright, Klarna), simulated.
CREATE TABLE bnpl_sessions (
  token               TEXT PRIMARY KEY,
  provider            TEXT NOT NULL CHECK (provider IN ('affirm', 'paybright', 'klarna')),
  order_id            INTEGER NOT NULL REFERENCES orders (order_id),
  amount              REAL NOT NULL,
  currency            TEXT NOT NULL,
  status              TEXT NOT NULL CHECK (status IN ('open', 'authorized', 'cancelled', 'completed')),
  authorization_token TEXT,
  created             TEXT NOT NULL
);

-- The simulated Stripe account: payment intents and the charges their confirmation made.
-- payment_intent is unique in sim_stripe_charges: an intent charges a card at most once.
CREATE TABLE sim_stripe_intents (
  id                  TEXT PRIMARY KEY,
  client_secret       TEXT NOT NULL UNIQUE,
  amount              INTEGER NOT NULL CHECK (amount > 0),
  currency            TEXT NOT NULL,
  status              TEXT NOT NULL CHECK (status IN
                        ('requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled')),
  customer            TEXT NOT NULL,
  order_id            INTEGER NOT NULL,
  payment_method      TEXT,
  payment_method_type TEXT,
  card_last4          TEXT,
  last_error          TEXT,
  created             TEXT NOT NULL
);
CREATE TABLE sim_stripe_charges (
  id             TEXT PRIMARY KEY,
  payment_intent TEXT NOT NULL UNIQUE REFERENCES sim_stripe_intents (id),
  amount         INTEGER NOT NULL,
  currency       TEXT NOT NULL,
  method_type    TEXT NOT NULL,
  card_last4     TEXT,
  created        TEXT NOT NULL
);
`;
