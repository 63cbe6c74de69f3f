// @vitest-environment node
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addLove, countLoves } from './loves';
import { openDemoDatabase } from './open';
import { SCHEMA_VERSION } from './schema';
import { findUser, findUserByName } from './users';

const dirs: string[] = [];
function tempPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rove-demo-db-'));
  dirs.push(dir);
  return join(dir, 'nested', 'demo.sqlite');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('openDemoDatabase', () => {
  it('creates the directory and seeds products and users when the file is missing', () => {
    const path = tempPath();
    const logs: string[] = [];
    const db = openDemoDatabase(path, (line) => logs.push(line));
    try {
      expect(existsSync(path)).toBe(true);
      expect(logs.join()).toMatch(/Seeded/);
      const { n } = db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number };
      expect(n).toBeGreaterThanOrEqual(300);
      const row = db
        .prepare("SELECT nid, sku, category FROM products WHERE slug = 'demo-fragile'")
        .get();
      expect(row).toEqual({ nid: 1005, sku: 'RC1005', category: 'tables' });
      expect(findUser(db, 1)).toMatchObject({ name: 'Casey Customer', member: false });
      expect(findUser(db, 2)).toMatchObject({ name: 'Morgan Member', member: true });
      expect(findUserByName(db, 'ADMIN')?.staff).toBe(true);
    } finally {
      db.close();
    }
  });

  it('starts clean when the database file was deleted but its journal was left behind', () => {
    const path = tempPath();
    const first = openDemoDatabase(path, () => {});
    addLove(first, 'anon:test', 1001, { email: null, subscribe: false });
    // What `rm .data/demo.sqlite` leaves after a server that did not shut down cleanly.
    const journal = readFileSync(`${path}-wal`);
    const index = readFileSync(`${path}-shm`);
    first.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
    writeFileSync(`${path}-wal`, journal);
    writeFileSync(`${path}-shm`, index);

    const second = openDemoDatabase(path, () => {});
    try {
      expect(second.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(countLoves(second, 'anon:test')).toBe(0);
    } finally {
      second.close();
    }
  });

  it('keeps an existing database (and its loves) on the next start', () => {
    const path = tempPath();
    const first = openDemoDatabase(path, () => {});
    addLove(first, 'anon:test', 1001, { email: null, subscribe: false });
    first.close();
    const logs: string[] = [];
    const second = openDemoDatabase(path, (line) => logs.push(line));
    expect(countLoves(second, 'anon:test')).toBe(1);
    expect(logs).toEqual([]);
    second.close();
  });

  it('rebuilds a database written by another schema version', () => {
    const path = tempPath();
    openDemoDatabase(path, () => {}).close();
    const old = new Database(path);
    old.pragma(`user_version = ${SCHEMA_VERSION + 100}`);
    old.close();
    const logs: string[] = [];
    const db = openDemoDatabase(path, (line) => logs.push(line));
    expect(logs.join()).toMatch(/rebuilding/);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    db.close();
  });
});
