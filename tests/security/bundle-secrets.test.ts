/**
 * No secrets in the bundle (issue 9, Security): every file of every built SDK folder at the
 * repository root (dist/, dist-react/, dist-<name>/ side builds) is searched for strings that
 * look like credentials: Stripe secret and restricted keys and webhook secrets, Algolia admin
 * or write keys, private keys, cloud and code-host tokens, JWTs, and `password` literals with a
 * value. Publishable keys (pk_…) and the search-only key are public by design and allowed.
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';

interface SecretRule {
  name: string;
  pattern: RegExp;
}

export const SECRET_RULES: readonly SecretRule[] = [
  { name: 'Stripe secret key', pattern: /\bsk_(live|test)_[0-9A-Za-z]{8,}/ },
  { name: 'Stripe restricted key', pattern: /\brk_(live|test)_[0-9A-Za-z]{8,}/ },
  { name: 'Stripe webhook secret', pattern: /\bwhsec_[0-9A-Za-z]{16,}/ },
  {
    name: 'Algolia admin / write key',
    pattern: /(admin|write)[_-]?(api)?[_-]?key["'`]?\s*[:=]\s*["'`][0-9a-f]{32}["'`]/i,
  },
  {
    name: 'Algolia admin key header',
    pattern: /x-algolia-api-key["'`]?\s*[:=]\s*["'`][0-9a-f]{32}/i,
  },
  {
    name: 'private key',
    pattern: /-----BEGIN ((RSA|EC|DSA|OPENSSH|ENCRYPTED) )?PRIVATE KEY-----/,
  },
  { name: 'AWS access key', pattern: /\b(AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { name: 'GitHub token', pattern: /\bgh[pousr]_[0-9A-Za-z]{30,}/ },
  { name: 'Slack token', pattern: /\bxox[abprs]-[0-9A-Za-z-]{10,}/ },
  { name: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  { name: 'JWT', pattern: /\beyJ[0-9A-Za-z_-]{10,}\.eyJ[0-9A-Za-z_-]{10,}\.[0-9A-Za-z_-]{10,}/ },
  {
    name: 'password literal',
    // A value with a digit or symbol and no spaces: message tables' `password: 'Password'` are
    // labels, not secrets.
    pattern: /pass(word|wd)?["'`]?\s*[:=]\s*["'`](?=[^"'`\s]*[\d!@#$%^&*_+=-])[^"'`\s]{6,}["'`]/i,
  },
];

/** Folders the build writes at the root: dist/ and its side builds. */
function builtFolders(root: string): string[] {
  return readdirSync(root)
    .filter((name) => /^dist(-[\w-]+)?$/.test(name))
    .filter((name) => statSync(join(root, name)).isDirectory());
}

function filesUnder(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) files.push(...filesUnder(path));
    else if (/\.(m?js|json|map|css|html)$/.test(entry.name)) files.push(path);
  }
  return files;
}

export function findSecrets(text: string): string[] {
  return SECRET_RULES.filter((rule) => rule.pattern.test(text)).map((rule) => rule.name);
}

const scanned = { folders: 0, files: 0, bytes: 0, findings: 0 };

afterAll(() => {
  if (scanned.files === 0) return;
  mkdirSync('.data/quality', { recursive: true });
  writeFileSync(
    '.data/quality/bundle-secrets.md',
    [
      '## No secrets in the bundle',
      '',
      `Every file of the built SDK folders (dist/ and its side builds) was searched for ${SECRET_RULES.length} kinds of credential (Stripe secret/restricted keys and webhook secrets, Algolia admin keys, private keys, cloud and code-host tokens, JWTs, password literals).`,
      '',
      '```sh',
      'npx tsx build/build.ts && npx vitest run tests/security/bundle-secrets.test.ts',
      '```',
      '',
      '| Folders | Files | Bytes | Findings |',
      '|---:|---:|---:|---:|',
      `| ${scanned.folders} | ${scanned.files} | ${scanned.bytes} | ${scanned.findings} |`,
      '',
    ].join('\n'),
  );
});

describe('secret patterns', () => {
  // Built at run time so this file itself holds no secret-looking literal.
  const fakeHex = 'f'.repeat(32);
  const samples: [string, string][] = [
    ['Stripe secret key', `const k = "sk_${'live'}_${'a1B2'.repeat(6)}"`],
    ['Stripe secret key', `stripe("sk_${'test'}_${'Zz9'.repeat(8)}")`],
    ['Stripe restricted key', `"rk_${'live'}_${'q'.repeat(24)}"`],
    ['Algolia admin / write key', `{adminApiKey: "${fakeHex}"}`],
    ['Algolia admin key header', `"X-Algolia-API-Key": "${fakeHex}"`],
    ['private key', `"-----BEGIN ${'RSA '}PRIVATE KEY-----\\nMIIE"`],
    ['AWS access key', `"AKIA${'ABCDEFGHIJKLMNOP'}"`],
    ['JWT', `"eyJ${'hbGciOiJIUzI1'}.eyJ${'zdWIiOiIxMjM0'}.${'SflKxwRJSMeKKF2QT4'}"`],
    ['password literal', `{password: "hunter22"}`],
    ['password literal', `pass="${'s3cret!'}"`],
  ];
  it.each(samples)('finds a %s', (name, text) => {
    expect(findSecrets(text)).toContain(name);
  });

  it('leaves public values alone', () => {
    for (const text of [
      `"pk_${'live'}_${'a'.repeat(24)}"`,
      `{apiKey: "rove-demo-search"}`,
      `label:"Password"`,
      `password:\`Password\`,forgotPassword:\`Forgot password?\``,
      `type:"password",autocomplete:"current-password"`,
      `password:""`,
      'sk_=1',
    ]) {
      expect(findSecrets(text), text).toEqual([]);
    }
  });
});

/**
 * The production build to scan: dist/ and its side builds when there are some, else a fresh one
 * in a temporary folder (`npm test` runs the unit tests before it builds dist/).
 */
function foldersToScan(root: string): string[] {
  const built = builtFolders(root).map((name) => join(root, name));
  if (built.length > 0) return built;
  const fresh = join(mkdtempSync(join(tmpdir(), 'rove-secrets-')), 'dist');
  execFileSync(process.execPath, ['--import', 'tsx', 'build/build.ts'], {
    cwd: root,
    env: { ...process.env, ROVE_OUT: fresh },
    stdio: 'ignore',
  });
  return [fresh];
}

describe('built bundles', { timeout: 60_000 }, () => {
  const root = process.cwd();
  const folders = foldersToScan(root);

  it('has a build to scan', () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  it.each(folders)('%s/ holds no secret-looking string', (folder) => {
    const findings: string[] = [];
    let files = 0;
    for (const file of filesUnder(folder)) {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue; // another build replaced the folder meanwhile
      }
      files += 1;
      scanned.bytes += text.length;
      for (const name of findSecrets(text)) findings.push(`${file}: ${name}`);
    }
    scanned.folders += 1;
    scanned.files += files;
    scanned.findings += findings.length;
    expect(files).toBeGreaterThan(0);
    expect(findings).toEqual([]);
  });
});
