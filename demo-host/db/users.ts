import type { Database } from 'better-sqlite3';

export interface DemoUser {
  uid: number;
  name: string;
  email: string;
  member: boolean;
  staff: boolean;
}

/** The simulated accounts behind ?as=customer and ?as=member, plus staff names for check-role. */
export const DEMO_USERS: readonly DemoUser[] = [
  { uid: 1, name: 'Casey Customer', email: 'casey@example.com', member: false, staff: false },
  { uid: 2, name: 'Morgan Member', email: 'morgan@example.com', member: true, staff: false },
  { uid: 3, name: 'admin', email: 'admin@example.com', member: false, staff: true },
  { uid: 4, name: 'staff', email: 'staff@example.com', member: false, staff: true },
];

export const CUSTOMER_UID = 1;
export const MEMBER_UID = 2;

interface UserRow {
  uid: number;
  name: string;
  email: string;
  member: number;
  staff: number;
}

function toUser(row: UserRow): DemoUser {
  return { ...row, member: row.member === 1, staff: row.staff === 1 };
}

export function findUser(db: Database, uid: number): DemoUser | undefined {
  const row = db.prepare('SELECT * FROM users WHERE uid = ?').get(uid) as UserRow | undefined;
  return row && toUser(row);
}

/** Drupal user names are case-insensitive at login. */
export function findUserByName(db: Database, name: string): DemoUser | undefined {
  const row = db.prepare('SELECT * FROM users WHERE name = ? COLLATE NOCASE').get(name) as
    UserRow | undefined;
  return row && toUser(row);
}
