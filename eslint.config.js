import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = import.meta.dirname;
const inside = (file, folder) => file.startsWith(path.join(root, folder) + path.sep);

// The folder boundaries of DESIGN.md. Features never import each other: routes compose them.
const features = readdirSync(path.join(root, 'src/web/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `src/web/features/${entry.name}`);
const zones = [
  { target: 'src/shared', from: ['src/web', 'src/server'], message: 'shared is pure: it imports neither web nor server.' },
  { target: 'src/web', from: ['src/server'], message: 'web never imports server.' },
  { target: 'src/server', from: ['src/web'], message: 'server never imports web.' },
  ...features.map((feature) => ({
    target: feature,
    from: features.filter((other) => other !== feature),
    message: 'Features do not import each other; compose them in a route.',
  })),
];

/** Reports relative imports that cross a zone boundary. */
const boundaries = {
  rules: {
    zones: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const imported = path.resolve(path.dirname(file), source);
          for (const zone of zones) {
            if (!inside(file, zone.target)) continue;
            if (zone.from.some((from) => imported === path.join(root, from) || inside(imported, from))) {
              context.report({ node, message: zone.message });
            }
          }
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { boundaries },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `typeof import('./x.tsx')` types the lazy chunks (components/deferred.tsx).
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      'boundaries/zones': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // tests/e2e/fixtures.ts's test fails a test on any Content-Security-Policy violation.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test', 'expect'], message: "Import test and expect from './fixtures.ts'." }] },
      ],
    },
  },
  {
    files: ['src/web/features/**/index.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'No barrel files inside features.' }] },
  },
);
