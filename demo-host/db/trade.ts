import type { Database } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';

// Rows of the trade tables (db/trade-schema.ts). Writes come from routes/trade.ts; the readers
// serve the enrolment's checks and the tests.

export type UploadKind = 'business-card' | 'licence';

export interface TradeUpload {
  id: string;
  kind: UploadKind;
  name: string;
  type: string;
  size: number;
}

export function addTradeUpload(
  db: Database,
  visitor: string,
  upload: Omit<TradeUpload, 'id'> & { bytes: Buffer },
): TradeUpload {
  const id = randomUUID();
  db.prepare(
    'INSERT INTO trade_uploads (id, visitor, kind, name, type, size, bytes, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    id,
    visitor,
    upload.kind,
    upload.name,
    upload.type,
    upload.size,
    upload.bytes,
    new Date().toISOString(),
  );
  return { id, kind: upload.kind, name: upload.name, type: upload.type, size: upload.size };
}

/** One visitor's upload (another visitor's id is as good as unknown). */
export function tradeUpload(db: Database, visitor: string, id: string): TradeUpload | null {
  const row = db
    .prepare('SELECT id, kind, name, type, size FROM trade_uploads WHERE id = ? AND visitor = ?')
    .get(id, visitor) as TradeUpload | undefined;
  return row ?? null;
}

export interface TradeApplicationRow {
  id: string;
  email: string;
  country: 'US' | 'CA';
  businessCardFile: string | null;
  licenceFile: string | null;
  data: Record<string, unknown>;
}

export function addTradeApplication(
  db: Database,
  visitor: string,
  row: Omit<TradeApplicationRow, 'id'>,
): string {
  const id = randomUUID();
  db.prepare(
    'INSERT INTO trade_applications (id, visitor, email, country, business_card_file, licence_file, data, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    id,
    visitor,
    row.email,
    row.country,
    row.businessCardFile,
    row.licenceFile,
    JSON.stringify(row.data),
    new Date().toISOString(),
  );
  return id;
}

/** The latest applications, newest first. */
export function latestTradeApplications(db: Database, limit = 10): TradeApplicationRow[] {
  const rows = db
    .prepare(
      'SELECT id, email, country, business_card_file, licence_file, data FROM trade_applications ORDER BY created DESC, rowid DESC LIMIT ?',
    )
    .all(limit) as {
    id: string;
    email: string;
    country: 'US' | 'CA';
    business_card_file: string | null;
    licence_file: string | null;
    data: string;
  }[];
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    country: row.country,
    businessCardFile: row.business_card_file,
    licenceFile: row.licence_file,
    data: JSON.parse(row.data) as Record<string, unknown>,
  }));
}
