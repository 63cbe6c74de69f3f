import type { Database } from 'better-sqlite3';
import { CURRENCIES, type Country, type Currency } from '../../lib/markets';

// The demo accounts' checkout facts (spec/checkout.md §3 'Email check result', §6 roles): who is a
// member, whose membership expired, who is a trade member, and the customer record of
// GET /ajax/rove_customer. Casey (uid 1) and Morgan (uid 2) are the ?as= visitors; the others
// exist only for the email check.

export type MemberStatus = 'none' | 'active' | 'expired';
export type TradeStatus = 'none' | 'active' | 'pending';

export interface AccountProfile {
  uid: number;
  member_status: MemberStatus;
  trade_status: TradeStatus;
  first_name: string;
  last_name: string;
  phone: string;
  street1: string;
  street2: string;
  city: string;
  zone: string;
  postal_code: string;
  country: Country;
  tags: string;
  /** Account creation, Unix seconds (GET /ajax/rove_customer `created`). */
  created: number;
}

/** Accounts added for the checkout's email check (uids after the base demo users). */
export const CHECKOUT_USERS = [
  { uid: 5, name: 'Eli Expired', email: 'expired@example.com' },
  { uid: 6, name: 'Taylor Trade', email: 'trade@example.com' },
  { uid: 7, name: 'Parker Pending', email: 'trade-pending@example.com' },
] as const;

const address = { street2: '', country: 'US' as const };
export const ACCOUNT_PROFILES: readonly AccountProfile[] = [
  {
    uid: 1,
    created: Date.UTC(2025, 2, 1) / 1000,
    member_status: 'none',
    trade_status: 'none',
    first_name: 'Casey',
    last_name: 'Customer',
    phone: '2125550143',
    street1: '350 5th Ave',
    city: 'New York',
    zone: 'NY',
    postal_code: '10118',
    tags: '',
    ...address,
  },
  {
    uid: 2,
    created: Date.UTC(2023, 4, 10) / 1000,
    member_status: 'active',
    trade_status: 'none',
    first_name: 'Morgan',
    last_name: 'Member',
    phone: '3105550178',
    street1: '200 Santa Monica Pier',
    city: 'Santa Monica',
    zone: 'CA',
    postal_code: '90401',
    tags: 'member',
    ...address,
  },
  {
    uid: 5,
    created: Date.UTC(2022, 8, 14) / 1000,
    member_status: 'expired',
    trade_status: 'none',
    first_name: 'Eli',
    last_name: 'Expired',
    phone: '3125550112',
    street1: '233 S Wacker Dr',
    city: 'Chicago',
    zone: 'IL',
    postal_code: '60606',
    tags: 'member-expired',
    ...address,
  },
  {
    uid: 6,
    created: Date.UTC(2024, 0, 22) / 1000,
    member_status: 'none',
    trade_status: 'active',
    first_name: 'Taylor',
    last_name: 'Trade',
    phone: '4155550190',
    street1: '1 Ferry Building',
    city: 'San Francisco',
    zone: 'CA',
    postal_code: '94111',
    tags: 'trade',
    ...address,
  },
  {
    uid: 7,
    created: Date.UTC(2026, 9, 30) / 1000,
    member_status: 'none',
    trade_status: 'pending',
    first_name: 'Parker',
    last_name: 'Pending',
    phone: '6175550155',
    street1: '4 Jersey St',
    city: 'Boston',
    zone: 'MA',
    postal_code: '02215',
    tags: 'trade-pending',
    ...address,
  },
];

// Store credit per account, in each shop's currency: Morgan's covers any demo order, Casey's
// covers part of one (spec/checkout.md §4 'Store credit').
const CREDIT_BY_UID: Readonly<Record<number, Readonly<Record<Currency, number>>>> = {
  1: { USD: 150, CAD: 200, AUD: 200, KRW: 150000, GBP: 100, HKD: 1000 },
  2: { USD: 50000, CAD: 60000, AUD: 70000, KRW: 60000000, GBP: 40000, HKD: 400000 },
};
export const CREDIT_EXPIRY = '2027-12-31';

/** Inserts the checkout accounts, profiles and store credit (inside seedDatabase's transaction). */
export function seedCheckoutAccounts(db: Database): void {
  const user = db.prepare(
    'INSERT INTO users (uid, name, email, member, staff) VALUES (?, ?, ?, ?, 0)',
  );
  for (const u of CHECKOUT_USERS) user.run(u.uid, u.name, u.email, 0);
  const profile = db.prepare(
    `INSERT INTO account_profiles (uid, member_status, trade_status, first_name, last_name, phone,
       street1, street2, city, zone, postal_code, country, tags, created)
     VALUES (@uid, @member_status, @trade_status, @first_name, @last_name, @phone,
       @street1, @street2, @city, @zone, @postal_code, @country, @tags, @created)`,
  );
  for (const p of ACCOUNT_PROFILES) profile.run(p);
  const credit = db.prepare(
    'INSERT INTO store_credit (uid, currency, credits, expiry) VALUES (?, ?, ?, ?)',
  );
  for (const [uid, amounts] of Object.entries(CREDIT_BY_UID)) {
    for (const currency of CURRENCIES)
      credit.run(Number(uid), currency, amounts[currency], CREDIT_EXPIRY);
  }
}

/** spec/checkout.md §3 'Email check result'. */
export interface EmailCheck {
  emailExists: boolean;
  memberExists: boolean;
  memberActive: boolean;
  tradeExists: boolean;
  tradeActive: boolean;
}

export function checkEmail(db: Database, email: string): EmailCheck {
  const row = db
    .prepare(
      `SELECT p.member_status, p.trade_status FROM users u
       LEFT JOIN account_profiles p ON p.uid = u.uid WHERE u.email = ? COLLATE NOCASE`,
    )
    .get(email.trim()) as
    { member_status: MemberStatus | null; trade_status: TradeStatus | null } | undefined;
  const member = row?.member_status ?? 'none';
  const trade = row?.trade_status ?? 'none';
  return {
    emailExists: row !== undefined,
    memberExists: member !== 'none',
    memberActive: member === 'active',
    tradeExists: trade !== 'none',
    tradeActive: trade === 'active',
  };
}

export function findProfile(db: Database, uid: number): AccountProfile | undefined {
  return db.prepare('SELECT * FROM account_profiles WHERE uid = ?').get(uid) as
    AccountProfile | undefined;
}
