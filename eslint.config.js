// Lint rules, including the dependency rule of docs/architecture.md §1:
// core never imports a view library; widgets never import the loader or the demo host;
// nothing but tests, stories and scripts imports the demo host.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const viewLibraries = [
  'react',
  'react-dom',
  'react-dom/*',
  'react/*',
  'preact',
  'preact/*',
  '@r2wc/*',
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'storybook-static/',
      'coverage/',
      'node_modules/',
      '.data/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    // One HTTP path: timeouts that cover the body, retries, typed failures (issue 24).
    files: ['widgets/**/*.{ts,tsx}', 'core/**/*.ts', 'loader/**/*.ts'],
    ignores: ['core/http/json.ts', '**/*.test.{ts,tsx}', '**/test-*.ts', '**/*.stories.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'requests go through core/http/ (callJson, callText, send).',
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'requests go through core/http/json.' },
        { object: 'globalThis', property: 'fetch', message: 'requests go through core/http/json.' },
      ],
    },
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/loader/*', '**/loader'],
              message: 'widgets must not import the loader (docs/architecture.md §1).',
            },
            {
              group: ['**/demo-host/*', '**/demo-host'],
              message: 'widgets must not import the demo host (docs/architecture.md §1).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: viewLibraries
            .filter((p) => !p.includes('*'))
            .map((name) => ({
              name,
              message: 'core is framework-free (docs/architecture.md §1).',
            })),
          patterns: [
            {
              group: viewLibraries.filter((p) => p.includes('*')),
              message: 'core is framework-free (docs/architecture.md §1).',
            },
            {
              group: ['**/widgets/*', '**/loader/*', '**/demo-host/*'],
              message: 'core depends on nothing above it (docs/architecture.md §1).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['loader/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: viewLibraries
            .filter((p) => !p.includes('*'))
            .map((name) => ({
              name,
              message: "the loader stays tiny: views load lazily with their tag's chunk.",
            })),
          patterns: [
            { group: ['**/demo-host/*'], message: 'the loader must not import the demo host.' },
          ],
        },
      ],
    },
  },
  {
    files: ['demo-host/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Except the SDK's server renderer, which a host's own server runs (Node), as the
              // demo host's results page does.
              group: ['**/widgets/*/*', '!**/widgets/*/server-render', '**/loader/*'],
              message: 'the demo host serves the built SDK; it does not import its sources.',
            },
          ],
        },
      ],
    },
  },
);
