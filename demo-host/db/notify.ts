import type { Database } from 'better-sqlite3';

// 'Sold Out - Notify Me' requests. The demo only stores them; a real CMS would mail the shopper
// when the model is back in stock.

export interface NotifyRequest {
  nid: number;
  model: string;
  qty: number;
  email: string;
}

export function addNotifyRequest(db: Database, visitor: string, request: NotifyRequest): void {
  db.prepare(
    'INSERT INTO notify_requests (visitor, nid, model, qty, email, created) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(visitor, request.nid, request.model, request.qty, request.email, new Date().toISOString());
}

export function notifyRequests(db: Database, visitor: string): NotifyRequest[] {
  return db
    .prepare('SELECT nid, model, qty, email FROM notify_requests WHERE visitor = ? ORDER BY id')
    .all(visitor) as NotifyRequest[];
}
