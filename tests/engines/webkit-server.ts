import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { programPath } from './browsers';
import { startVirtualDisplay } from './virtual-display';

export interface WebKitServer {
  /** WebKitWebDriver's endpoint: 'http://127.0.0.1:37283'. */
  url: string;
  stop(): void;
}

/** A port nobody listens on now, for WebKitWebDriver's HTTP endpoint. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves once the driver answers /status; rejects if it exits first or takes over 10 s. */
async function untilListening(url: string, driver: ChildProcess): Promise<void> {
  const exited = new Promise<never>((_, reject) =>
    driver.once('exit', (code) => reject(new Error(`[rove] WebKitWebDriver exited (${code})`))),
  );
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const answered = await Promise.race([
      fetch(`${url}/status`).then(
        (response) => response.ok,
        () => false,
      ),
      exited,
    ]);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`[rove] WebKitWebDriver did not answer on ${url}`);
}

/**
 * WebKitWebDriver on a free port, whose MiniBrowser draws on the virtual display started here
 * (or on DISPLAY when one is set). stop() ends both — and with its display gone, a MiniBrowser
 * whose session was never closed quits too; an 'exit' handler stops them if the process ends
 * first.
 */
export async function startWebKitServer(): Promise<WebKitServer> {
  const virtual = process.env['DISPLAY'] ? null : await startVirtualDisplay();
  const port = await freePort();
  const driver = spawn(programPath('webkitDriver'), [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, ...(virtual ? { DISPLAY: virtual.display } : {}) },
  });
  const stop = () => {
    process.off('exit', stop);
    driver.kill();
    virtual?.stop();
  };
  process.once('exit', stop);
  const url = `http://127.0.0.1:${port}`;
  try {
    await untilListening(url, driver);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}
