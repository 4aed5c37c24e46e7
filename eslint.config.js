import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = import.meta.dirname;
const inside = (file, folder) => file === path.join(root, folder) || file.startsWith(path.join(root, folder) + path.sep);

/** The feature folder a file belongs to ('src/web/features/cart'), or undefined. */
const featureOf = (file) => {
  const parts = path.relative(path.join(root, 'src/web/features'), file).split(path.sep);
  return parts.length > 1 && parts[0] !== '..' ? `src/web/features/${parts[0]}` : undefined;
};

/**
 * The layers of DESIGN.md, imported one way only:
 *   shared  <-  web/lib, web/components, web/content  <-  web/features  <-  web/app
 * and web and server never import each other. What two features need moves down a layer.
 */
const LOWER_WEB_LAYERS = ['src/web/components', 'src/web/lib', 'src/web/content', 'src/web/messages'];
const zones = [
  { target: 'src/shared', from: ['src/web', 'src/server'], message: 'shared is pure: it imports neither web nor server.' },
  { target: 'src/web', from: ['src/server'], message: 'web never imports server.' },
  { target: 'src/server', from: ['src/web'], message: 'server never imports web.' },
  ...LOWER_WEB_LAYERS.map((target) => ({
    target,
    from: ['src/web/features', 'src/web/app'],
    message: `${target.slice('src/web/'.length)} sits below the features and the routes: it imports neither.`,
  })),
  { target: 'src/web/features', from: ['src/web/app'], message: 'Features never import app: routes compose features.' },
];
const FEATURES_APART = 'Features do not import each other; compose them in a route, or move what both need down to web/components or web/lib.';

/** The file an import names, or undefined for a package. '@web/' is the alias of src/web (Vite, Vitest). */
const resolveImport = (file, source) => {
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  if (source.startsWith('@web/')) return path.join(root, 'src/web', source.slice('@web/'.length));
  return undefined;
};

/** Reports imports that climb a layer or cross into another feature. */
const boundaries = {
  rules: {
    zones: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        const check = (node, source) => {
          if (typeof source !== 'string') return;
          const imported = resolveImport(file, source);
          if (!imported) return;
          for (const zone of zones) {
            if (inside(file, zone.target) && zone.from.some((from) => inside(imported, from))) {
              context.report({ node, message: zone.message });
            }
          }
          const feature = featureOf(file);
          const importedFeature = featureOf(imported);
          if (feature && importedFeature && importedFeature !== feature) context.report({ node, message: FEATURES_APART });
        };
        const checkSource = (node) => check(node, node.source?.value);
        return {
          ImportDeclaration: checkSource,
          ExportNamedDeclaration: checkSource,
          ExportAllDeclaration: checkSource,
          ImportExpression: checkSource,
          // `typeof import('./x.tsx')`, which types the lazy chunks.
          TSImportType: (node) => check(node, node.source?.value ?? node.argument?.literal?.value),
          // import.meta.glob('@web/...'): the deferred parts of a page (components/deferred.tsx).
          CallExpression: (node) => {
            const { callee } = node;
            const isGlob =
              callee.type === 'MemberExpression' &&
              callee.property.type === 'Identifier' &&
              callee.property.name === 'glob' &&
              callee.object.type === 'MetaProperty';
            if (!isGlob) return;
            const [first] = node.arguments;
            const patterns = first?.type === 'ArrayExpression' ? first.elements : [first];
            for (const pattern of patterns) if (pattern?.type === 'Literal') check(pattern, pattern.value);
          },
        };
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
