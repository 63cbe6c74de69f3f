// The trade membership application's tables (spec/product.md §3 'Trade application', §7: "Trade
// enrolment submission path and response: not shown"), appended to SCHEMA_SQL. The demo keeps
// the uploaded files (bytes in a BLOB: they are small, at most 5 MB, and vanish with the demo
// database) and the applications, so reviewers and tests can see what arrived.

export const TRADE_SCHEMA_SQL = `
-- POST /trade/application/files: one row per uploaded business card or licence.
CREATE TABLE trade_uploads (
  id      TEXT PRIMARY KEY,
  visitor TEXT NOT NULL,
  kind    TEXT NOT NULL CHECK (kind IN ('business-card', 'licence')),
  name    TEXT NOT NULL,
  type    TEXT NOT NULL CHECK (type IN ('application/pdf', 'image/jpeg', 'image/png')),
  size    INTEGER NOT NULL CHECK (size BETWEEN 1 AND 5242880),
  bytes   BLOB NOT NULL,
  created TEXT NOT NULL
);

-- POST /trade/application: the accepted applications (the form's values as JSON).
CREATE TABLE trade_applications (
  id                 TEXT PRIMARY KEY,
  visitor            TEXT NOT NULL,
  email              TEXT NOT NULL,
  country            TEXT NOT NULL CHECK (country IN ('US', 'CA')),
  business_card_file TEXT REFERENCES trade_uploads (id),
  licence_file       TEXT REFERENCES trade_uploads (id),
  data               TEXT NOT NULL,
  created            TEXT NOT NULL
);
`;
