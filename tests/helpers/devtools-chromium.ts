import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

export interface RunningChromium {
  port: number;
  close(): void;
}

/** One Chromium with a DevTools port for Lighthouse (which drives it over CDP). */
export async function launchChromium(): Promise<RunningChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'rove-devtools-'));
  const child: ChildProcess = spawn(
    chromiumPath(),
    [
      '--headless',
      ...CHROMIUM_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(
      () => reject(new Error('Chromium did not open a DevTools port')),
      20_000,
    );
    child.stderr?.on('data', (data: Buffer) => {
      text += data.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', () => reject(new Error(`Chromium exited: ${text.slice(-400)}`)));
  });
  return {
    port,
    close() {
      child.kill();
      // Chromium may still be writing its profile as it exits: a left-over temporary folder
      // must not fail the run (nor hide the error that ended it).
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch {
        // Left in the system's temporary folder.
      }
    },
  };
}
