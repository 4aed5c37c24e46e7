import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The one-way layers of eslint.config.js's `boundaries/zones`, tried on small sources placed in
// each folder (the files need not exist: ESLint is given the text and the path).
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The zone rule's messages for `source` written at `file` (a path from the project's root). */
async function zoneMessages(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === 'boundaries/zones').map((message) => message.message);
}

const importing = (specifier: string) => `import { thing } from '${specifier}';\nexport const used = thing;\n`;

describe('one-way layers', () => {
  it.each([
    ['shared imports web', 'src/shared/rule.ts', '../web/lib/api.ts'],
    ['shared imports server', 'src/shared/rule.ts', '../server/config.ts'],
    ['web imports server', 'src/web/lib/x.ts', '../../server/config.ts'],
    ['server imports web', 'src/server/x/y.ts', '../../web/lib/api.ts'],
    ['components import a feature', 'src/web/components/x.tsx', '../features/cart/components/cart-view.tsx'],
    ['components import app', 'src/web/components/x.tsx', '../app/routes.tsx'],
    ['lib imports a feature', 'src/web/lib/x.ts', '../features/orders/api/orders.ts'],
    ['lib imports app', 'src/web/lib/x.ts', '../app/routes.tsx'],
    ['content imports a feature', 'src/web/content/pages/x.ts', '../../features/navigation/components/logo.tsx'],
    ['content imports app', 'src/web/content/x.ts', '../app/routes/policy.tsx'],
    ['a feature imports app', 'src/web/features/cart/components/x.tsx', '../../../app/routes.tsx'],
    ['a feature imports another', 'src/web/features/cart/components/x.tsx', '../../checkout/api/place-order.ts'],
    ['a feature imports another through the alias', 'src/web/features/cart/x.ts', '@web/features/orders/api/orders.ts'],
  ])('fails when %s', async (_, file, specifier) => {
    expect(await zoneMessages(file, importing(specifier))).toHaveLength(1);
  });

  it.each([
    ['shared imports shared', 'src/shared/rule.ts', './money.ts'],
    ['lib imports shared', 'src/web/lib/x.ts', '../../shared/money.ts'],
    ['components import lib', 'src/web/components/x.tsx', '../lib/api.ts'],
    ['content imports components', 'src/web/content/x.ts', '../components/icon.tsx'],
    ['a feature imports components, lib and shared', 'src/web/features/cart/components/x.tsx', '../../../components/order-totals.tsx'],
    ['a feature imports its own files', 'src/web/features/cart/components/x.tsx', '../hooks/use-cart-price-check.ts'],
    ['app imports a feature', 'src/web/app/routes/x.tsx', '../../features/cart/components/cart-view.tsx'],
    ['a package', 'src/shared/rule.ts', 'zod'],
  ])('passes when %s', async (_, file, specifier) => {
    expect(await zoneMessages(file, importing(specifier))).toEqual([]);
  });

  it('sees re-exports, dynamic imports, import types and globbed chunks', async () => {
    const file = 'src/web/lib/x.ts';
    expect(await zoneMessages(file, "export { thing } from '../features/cart/x.ts';\n")).toHaveLength(1);
    expect(await zoneMessages(file, "export const load = () => import('../app/routes.tsx');\n")).toHaveLength(1);
    expect(await zoneMessages(file, "export type Chunk = typeof import('../features/cart/x.tsx');\n")).toHaveLength(1);
    expect(await zoneMessages(file, "export const chunk = import.meta.glob('@web/app/shop-footer.tsx');\n")).toHaveLength(1);
  });

  it('names the layer in its message', async () => {
    expect(await zoneMessages('src/web/components/x.tsx', importing('../features/cart/x.ts'))).toEqual([
      'components sits below the features and the routes: it imports neither.',
    ]);
  });
});
