import type { EngineDriver } from './driver';

/** The demo host the suite started (global-setup.ts), for expectations computed from it. */
export interface DemoHostClient {
  /** 'http://127.0.0.1:4460' */
  baseUrl: string;
  /** A JSON answer of the host, asked from Node (not as the visitor). */
  json<T>(path: string, init?: { method: 'POST'; body: unknown }): Promise<T>;
}

export interface JourneyContext {
  driver: EngineDriver;
  host: DemoHostClient;
}

/** One shopper's journey, written once for every engine. */
export interface Journey {
  name: string;
  run(context: JourneyContext): Promise<void>;
}

/** The client for a host's base URL. */
export function demoHostClient(baseUrl: string): DemoHostClient {
  return {
    baseUrl,
    async json<T>(path: string, init?: { method: 'POST'; body: unknown }) {
      const response = await fetch(new URL(path, baseUrl), {
        method: init?.method ?? 'GET',
        ...(init ? { body: JSON.stringify(init.body) } : {}),
        headers: { 'content-type': 'application/json' },
      });
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      return (await response.json()) as T;
    },
  };
}
