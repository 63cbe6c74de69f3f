import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { programPath } from './browsers';

export interface VirtualDisplay {
  /** The DISPLAY value: ':99'. */
  display: string;
  stop(): void;
}

/**
 * An X server in memory for WebKitGTK's MiniBrowser, which needs a display even when nobody
 * looks. Xvfb picks a free display number itself and writes it to fd 3 (-displayfd), so
 * parallel runs never collide the way a fixed `:99` would.
 */
export async function startVirtualDisplay(): Promise<VirtualDisplay> {
  const server = spawn(
    programPath('xvfb'),
    ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  server.stderr?.on('data', (chunk) => (errors += String(chunk)));
  const number = await new Promise<string>((resolve, reject) => {
    (server.stdio[3] as Readable).once('data', (chunk) => resolve(String(chunk).trim()));
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`[rove] Xvfb exited (${code}): ${errors}`)));
  });
  return { display: `:${number}`, stop: () => server.kill() };
}
