// Entry point: `tsx demo-host/main.ts` (npm start builds the SDK first).
// Env: PORT (4321), ROVE_DB (.data/demo.sqlite, seeded when missing), ROVE_DIST (dist), HOST,
// ROVE_TEST_ERROR_HOOK=1 (test-only: pages record their errors, middleware/test-error-hook.ts,
// and a visitor can have a chunk held, middleware/test-held-chunk.ts).
import { resolve } from 'node:path';
import { startDemoHost } from './server';

const port = Number(process.env.PORT ?? 4321);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`[demo-host] PORT must be a port number, got ${process.env.PORT}`);
  process.exit(1);
}

try {
  const host = await startDemoHost({
    port,
    dbPath: resolve(process.env.ROVE_DB ?? '.data/demo.sqlite'),
    distDir: resolve(process.env.ROVE_DIST ?? 'dist'),
    ...(process.env.HOST ? { hostname: process.env.HOST } : {}),
    testErrorHook: process.env.ROVE_TEST_ERROR_HOOK === '1',
  });
  console.log(`Rove demo host: ${host.url}`);
  const stop = () => {
    void host.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `[demo-host] Port ${port} is already in use: stop the other server or set PORT.`
      : `[demo-host] Could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
