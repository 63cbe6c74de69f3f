// The swatch request tables (spec/product.md §3 'Swatch request': the selected option ids, the
// has_been_submitted flag and the address), appended to SCHEMA_SQL. Visitor keys as for loves
// ('uid:{uid}' or 'anon:{visitor cookie}').

export const SWATCH_SCHEMA_SQL = `
-- The visitor's current selection, kept between page loads until it is submitted.
CREATE TABLE swatch_selections (
  visitor            TEXT PRIMARY KEY,
  -- the selected option ids as a JSON array, in the order they were picked
  selected           TEXT NOT NULL,
  has_been_submitted INTEGER NOT NULL DEFAULT 0 CHECK (has_been_submitted IN (0, 1)),
  updated            TEXT NOT NULL
);

-- Each submitted request (POST /swatch-request/submit from the SDK, POST /swatch-request from
-- the page's own form when scripts do not run).
CREATE TABLE swatch_requests (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  visitor     TEXT NOT NULL,
  selected    TEXT NOT NULL,
  name        TEXT NOT NULL,
  email       TEXT NOT NULL,
  address1    TEXT NOT NULL,
  address2    TEXT NOT NULL,
  city        TEXT NOT NULL,
  province    TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  -- spec/product.md numeric country codes
  country     INTEGER NOT NULL CHECK (country IN (124, 840, 410, 826, 36, 344)),
  phone       TEXT NOT NULL,
  source      TEXT NOT NULL CHECK (source IN ('sdk', 'form')),
  created     TEXT NOT NULL
);
`;
