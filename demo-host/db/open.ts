import Database from 'better-sqlite3';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { generateCatalogue } from '../fixtures/catalogue';
import { SCHEMA_VERSION } from './schema';
import { seedDatabase } from './seed';

export type Log = (line: string) => void;

function schemaVersion(path: string): number {
  const db = new Database(path, { readonly: true });
  try {
    return Number(db.pragma('user_version', { simple: true }));
  } finally {
    db.close();
  }
}

// Seed into a temporary file and rename it into place, so a crash or a second server starting
// at the same moment never sees a half-seeded database.
function createSeeded(path: string, log: Log): void {
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  const db = new Database(temporary);
  try {
    seedDatabase(db, generateCatalogue());
  } finally {
    db.close();
  }
  // A journal left by a deleted database would be replayed into the new one and corrupt it.
  for (const suffix of ['-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
  renameSync(temporary, path);
  log(`[demo-host] Seeded a new demo database at ${path}`);
}

/**
 * Opens the demo database, creating its directory and seeding it when the file is missing (or
 * was written by another schema version).
 * @example const db = openDemoDatabase('.data/demo.sqlite');
 */
export function openDemoDatabase(path: string, log: Log = console.log): Database.Database {
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true });
    if (existsSync(path) && schemaVersion(path) !== SCHEMA_VERSION) {
      log(`[demo-host] ${path} has an old schema: rebuilding it (demo data only)`);
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
    }
    if (!existsSync(path)) createSeeded(path, log);
  }
  const db = new Database(path);
  if (path === ':memory:') seedDatabase(db, generateCatalogue());
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  return db;
}
