import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { readTradeValues, validateAll, type TradeValues } from '../../core/validate/trade';
import type { DemoDeps, DemoHostEnv } from '../context';
import { addTradeApplication, addTradeUpload, tradeUpload, type UploadKind } from '../db/trade';
import { layout } from '../templates/layout';
import { TRADE_PAGE_TITLE, tradePage } from '../templates/trade-page';
import { pageContext } from './page-context';

// The trade membership application (spec/product.md §2, §4, §5). The specification shows neither the enrolment
// path nor its answer (§7), so the demo's are documented here and in README.md:
//
// - GET  /trade/apply → the 'Trade Membership Application' page with <rove-trade-application>.
// - POST /trade/application/files (multipart: file, kind 'business-card' | 'licence')
//        → 201 {id, name, size}; 413 {error} over 5 MB; 415 {error} unless PDF, JPG or PNG (by
//        content, not by the name); 400 {error} for a missing file or kind.
// - POST /trade/application (JSON: the form's values, files by upload id)
//        → 201 {id}; 422 {errors: {field: 'required' | 'invalid'}} with the form's own rules
//        (core/validate/trade: the body is read into TradeValues, then validateAll), plus what
//        only the server knows: an upload id that is not this visitor's, and an email that has
//        applied already; 400 {error} for a body that is not a JSON object.

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
const MAX_JSON_BYTES = 64 * 1024;
const KINDS: readonly UploadKind[] = ['business-card', 'licence'];

/** The file's real type from its first bytes (the browser's type and name are only claims). */
export function sniffType(bytes: Uint8Array): string | null {
  const starts = (...prefix: number[]) => prefix.every((byte, at) => bytes[at] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  return null;
}

/** A file name safe to store and show: no path, no control characters, at most 120 characters. */
function cleanName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  // Control characters and markup characters, dropped one by one (no regex over control codes).
  const base = [...last]
    .filter(
      (char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f && !'<>"'.includes(char),
    )
    .join('')
    .trim();
  return (base || 'file').slice(0, 120);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function tradeRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  for (const path of ['/trade/application', '/trade/application/*']) {
    app.use(path, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    });
  }

  app.get('/trade/apply', (c) => {
    const { chrome, settings } = pageContext(c, deps);
    c.header('Cache-Control', 'no-store');
    return c.html(
      layout({
        chrome,
        title: TRADE_PAGE_TITLE,
        bodyClasses: ['page-trade-apply'],
        settings: { kind: 'json', settings },
        main: tradePage(),
      }).toString(),
    );
  });

  app.post(
    '/trade/application/files',
    bodyLimit({
      // The multipart envelope adds a little to the file itself.
      maxSize: UPLOAD_MAX_BYTES + 64 * 1024,
      onError: (c) => c.json({ error: 'The file is larger than 5 MB' }, 413),
    }),
    async (c) => {
      let body: Record<string, unknown>;
      try {
        body = (await c.req.parseBody()) as Record<string, unknown>;
      } catch {
        return c.json({ error: 'Send the file as multipart/form-data' }, 400);
      }
      const kind = body['kind'];
      const file = body['file'];
      if (typeof kind !== 'string' || !KINDS.includes(kind as UploadKind))
        return c.json({ error: "kind must be 'business-card' or 'licence'" }, 400);
      if (!(file instanceof File) || file.size === 0)
        return c.json({ error: 'file must be a non-empty file' }, 400);
      if (file.size > UPLOAD_MAX_BYTES)
        return c.json({ error: 'The file is larger than 5 MB' }, 413);
      const bytes = Buffer.from(await file.arrayBuffer());
      const type = sniffType(bytes);
      if (!type) return c.json({ error: 'Only PDF, JPG and PNG files are accepted' }, 415);
      const stored = addTradeUpload(deps.db, c.get('visitor').loveKey, {
        kind: kind as UploadKind,
        name: cleanName(file.name),
        type,
        size: file.size,
        bytes,
      });
      return c.json({ id: stored.id, name: stored.name, size: stored.size }, 201);
    },
  );

  app.post(
    '/trade/application',
    bodyLimit({
      maxSize: MAX_JSON_BYTES,
      onError: (c) => c.json({ error: `The body is larger than ${MAX_JSON_BYTES} bytes` }, 413),
    }),
    async (c: Context<DemoHostEnv>) => {
      let fields: unknown;
      try {
        fields = JSON.parse(await c.req.text());
      } catch {
        fields = null;
      }
      if (!isRecord(fields)) return c.json({ error: 'Send the application as a JSON object' }, 400);
      const visitor = c.get('visitor').loveKey;
      const read = readTradeValues(fields);
      // An upload counts only when it is this visitor's and of its kind; one the server does not
      // know (another visitor's, or an old demo database) is dropped before the rules run.
      const known = (ref: TradeValues['businessCardFile'], kind: UploadKind) =>
        ref !== null && tradeUpload(deps.db, visitor, ref.id)?.kind === kind;
      const cardKnown = known(read.businessCardFile, 'business-card');
      const licenceKnown = known(read.licenceFile, 'licence');
      const values: TradeValues = {
        ...read,
        businessCardFile: cardKnown ? read.businessCardFile : null,
        licenceFile: licenceKnown ? read.licenceFile : null,
      };
      const { errors } = validateAll(values);
      // A file that was sent but refused is named on its field even when the alternative
      // (website, association) passes: the applicant meant that file.
      if (read.businessCardFile && !cardKnown) errors.businessCardUrl ??= 'required';
      if (read.licenceFile && !licenceKnown) errors.association ??= 'required';
      const email = values.email.trim().toLowerCase();
      if (!errors.email && alreadyApplied(deps, email)) errors.email = 'invalid';
      if (Object.keys(errors).length > 0) return c.json({ errors }, 422);
      const businessCardFile = values.businessCardFile?.id ?? null;
      const licenceFile = values.licenceFile?.id ?? null;
      const id = addTradeApplication(deps.db, visitor, {
        email,
        // validateAll passed, so the country is one of the two.
        country: values.country as 'US' | 'CA',
        businessCardFile,
        licenceFile,
        // The values as read (known fields only), files by id as the form posts them.
        data: { ...values, businessCardFile, licenceFile },
      });
      return c.json({ id }, 201);
    },
  );

  return app;
}

function alreadyApplied(deps: DemoDeps, email: string): boolean {
  return (
    deps.db.prepare('SELECT 1 FROM trade_applications WHERE email = ? LIMIT 1').get(email) !==
    undefined
  );
}
