import { CHECKOUT_SCHEMA_SQL } from './checkout-schema';
import { MARKETING_SCHEMA_SQL } from './marketing-schema';
import { SWATCH_SCHEMA_SQL } from './swatch-schema';
import { TRADE_SCHEMA_SQL } from './trade-schema';

// The demo database. Bump SCHEMA_VERSION whenever the tables or the catalogue change shape: an
// existing file with another version is rebuilt on start (it only holds demo data).

export const SCHEMA_VERSION = 9;

export const SCHEMA_SQL = `
CREATE TABLE products (
  nid      INTEGER PRIMARY KEY,
  slug     TEXT NOT NULL UNIQUE,
  sku      TEXT NOT NULL UNIQUE,
  title    TEXT NOT NULL,
  category TEXT NOT NULL,
  -- the full catalogue record (options, models, stock per country, facets) as JSON
  data     TEXT NOT NULL
);
CREATE INDEX products_by_category ON products (category, nid);

CREATE TABLE users (
  uid    INTEGER PRIMARY KEY,
  name   TEXT NOT NULL UNIQUE,
  email  TEXT NOT NULL,
  member INTEGER NOT NULL DEFAULT 0,
  -- staff accounts answer check_role = true at login (spec/shell.md §6)
  staff  INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE loves (
  -- 'uid:{uid}' for logged-in visitors, 'anon:{visitor cookie}' for anonymous ones
  visitor   TEXT NOT NULL,
  nid       INTEGER NOT NULL REFERENCES products (nid),
  email     TEXT,
  subscribe INTEGER NOT NULL DEFAULT 0,
  created   TEXT NOT NULL,
  PRIMARY KEY (visitor, nid)
);

-- The cart: one line per visitor, product and model (POST /cart/add). Visitor keys as for loves.
CREATE TABLE cart_lines (
  visitor TEXT NOT NULL,
  nid     INTEGER NOT NULL REFERENCES products (nid),
  model   TEXT NOT NULL,
  qty     INTEGER NOT NULL CHECK (qty BETWEEN 1 AND 10),
  created TEXT NOT NULL,
  -- the protection plan bought with the line ({id, title, cost} as JSON), or NULL
  protection TEXT,
  -- 1: a made-to-order (custom) line; the checkout then needs the custom-order terms (spec/checkout.md §2)
  custom  INTEGER NOT NULL DEFAULT 0 CHECK (custom IN (0, 1)),
  PRIMARY KEY (visitor, nid, model)
);

-- Per-visitor cart state: the applied coupon and when the custom-order terms were agreed to.
CREATE TABLE cart_state (
  visitor      TEXT PRIMARY KEY,
  coupon       TEXT,
  terms_agreed TEXT
);

-- 'Sold Out - Notify Me' requests (POST /ajax/notify-me, spec/product.md 'Notify-me form').
CREATE TABLE notify_requests (
  id      INTEGER PRIMARY KEY AUTOINCREMENT,
  visitor TEXT NOT NULL,
  nid     INTEGER NOT NULL REFERENCES products (nid),
  model   TEXT NOT NULL,
  qty     INTEGER NOT NULL,
  email   TEXT NOT NULL,
  created TEXT NOT NULL
);

CREATE TABLE meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
${CHECKOUT_SCHEMA_SQL}${MARKETING_SCHEMA_SQL}${SWATCH_SCHEMA_SQL}${TRADE_SCHEMA_SQL}`;
