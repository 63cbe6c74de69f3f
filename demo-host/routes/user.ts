import { Hono, type Context } from 'hono';
import type { DemoDeps, DemoHostEnv } from '../context';
import { findUserByName } from '../db/users';

// POST /user/login/check-role (seed 000 §6, seed 001 §7): the login form posts the user name and
// reads check_role, true for staff accounts ('admin', 'staff' in the demo).

async function postedName(c: Context<DemoHostEnv>): Promise<string> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (
      type.includes('application/x-www-form-urlencoded') ||
      type.includes('multipart/form-data')
    ) {
      const body = await c.req.parseBody();
      return typeof body.name === 'string' ? body.name : '';
    }
    // JSON, or JSON sent as text/plain (as some clients do to skip a CORS preflight).
    const text = await c.req.text();
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object' && 'name' in parsed) {
      const { name } = parsed as { name: unknown };
      return typeof name === 'string' ? name : '';
    }
  } catch {
    // An unreadable body is simply "no name": the answer is then check_role false.
  }
  return '';
}

export function userRoutes(deps: DemoDeps): Hono<DemoHostEnv> {
  const app = new Hono<DemoHostEnv>();
  app.post('/user/login/check-role', async (c) => {
    const name = (await postedName(c)).trim();
    const user = name ? findUserByName(deps.db, name) : undefined;
    c.header('Cache-Control', 'no-store');
    return c.json({ check_role: user?.staff === true });
  });
  return app;
}
