import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

// Features never import each other: routes compose them.
const features = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: ['./src/web', './src/server'], message: 'shared is pure: it imports neither web nor server.' },
            { target: './src/web', from: './src/server', message: 'web never imports server.' },
            { target: './src/server', from: './src/web', message: 'server never imports web.' },
            ...features.map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; compose them in a route.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/web/features/**/index.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'No barrel files inside features.' }] },
  },
);
