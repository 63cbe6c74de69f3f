/**
 * The production alias: every React import resolves to Preact through build/react-on-preact/
 * (docs/architecture.md §6, docs/decisions/0089), the tests' `act` to Preact's test utilities.
 */
import { fileURLToPath } from 'node:url';

const shim = (file: string) => fileURLToPath(new URL(`./react-on-preact/${file}`, import.meta.url));

export const preactAliases: Record<string, string> = {
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom/client': shim('react-dom.ts'),
  'react-dom': shim('react-dom.ts'),
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  react: shim('react.ts'),
};
