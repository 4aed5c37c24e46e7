import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { MediaStorage } from '../media/storage.ts';
import { deleteStoredImage, storeProductImage } from '../media/images.ts';
import type { CatalogueRepository } from '../catalogue/repository.ts';
import { toProductColumns } from '../catalogue/wire.ts';
import { DEMO_PRODUCTS, DEMO_RATES } from './demo-catalogue.ts';
import { ratesRepository } from '../rates/repository.ts';
import { currentRate } from '../rates/pricing.ts';
import { indiaDayOf } from '../../shared/india-days.ts';
import { rupeesToPaise } from '../../shared/money.ts';
import { renderDemoImage } from './demo-images.ts';

const SEEDED_FLAG = 'demo_catalogue_loaded';

type SeedDeps = {
  db: Kysely<Database>;
  catalogue: CatalogueRepository;
  storage: MediaStorage;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Stops the load between two products (a SIGTERM during start-up); the next start loads it again. */
  signal?: AbortSignal;
};

/**
 * Loads the demo catalogue once, on the first start of a new installation. Several processes
 * may start together on one empty database: only the one that claims the load does it.
 */
export async function seedDemoOnFirstStart(deps: SeedDeps): Promise<void> {
  if (!(await claimDemoSeed(deps.db))) return;
  try {
    await loadDemoCatalogue(deps);
  } catch (error) {
    // Let the next start try again.
    await releaseDemoSeed(deps.db);
    throw error;
  }
}

/** Claims the first load of the demo catalogue; true for exactly one caller per installation. */
export async function claimDemoSeed(db: Kysely<Database>): Promise<boolean> {
  const claimed = await db
    .insertInto('meta')
    .values({ key: SEEDED_FLAG, value: 'loading' })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function releaseDemoSeed(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('meta').where('key', '=', SEEDED_FLAG).execute();
}

/** (Re)loads the demo catalogue: demo products are replaced, the operator's own are kept. */
export async function loadDemoCatalogue({ db, catalogue, storage, log, signal }: SeedDeps): Promise<number> {
  log.info(`loading the demo catalogue (${DEMO_PRODUCTS.length} products)`);
  const names = DEMO_PRODUCTS.map((product) => product.ProductName);
  for (const id of await catalogue.idsOfNames(names)) {
    const deleted = await catalogue.deleteProduct(id);
    for (const image of deleted?.images ?? []) await deleteStoredImage(storage, image, log);
  }
  await seedDemoRates(db);
  // Newest first on the home page follows the catalogue's order.
  const start = Date.now();
  const renderImages = ({ gem, ...input }: (typeof DEMO_PRODUCTS)[number]) => {
    const slug = input.ProductName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return Promise.all(
      [0, 1].map(async (view) =>
        storeProductImage(storage, await renderDemoImage(input.Category, input.Colour, gem, view), `${slug}-${view + 1}.jpg`),
      ),
    );
  };
  for (const [index, { gem: _gem, ...input }] of DEMO_PRODUCTS.entries()) {
    signal?.throwIfAborted();
    await catalogue.createProduct(toProductColumns(input), await renderImages(DEMO_PRODUCTS[index]!), new Date(start - index * 60_000));
  }
  await db
    .insertInto('meta')
    .values({ key: SEEDED_FLAG, value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: new Date().toISOString() }))
    .execute();
  log.info('demo catalogue loaded');
  return DEMO_PRODUCTS.length;
}

/** The rates that price the demo's pieces sold by weight (decision 035), for each metal and purity the shop has no rate for yet. */
export async function seedDemoRates(db: Kysely<Database>): Promise<void> {
  const rates = ratesRepository(db);
  for (const rate of DEMO_RATES) {
    if (await currentRate(db, rate.metal, rate.purity)) continue;
    await rates.setRate({ metal: rate.metal, purity: rate.purity, ratePaise: rupeesToPaise(rate.ratePerGram), appliesFrom: indiaDayOf(new Date()), setBy: 'demo' });
  }
}
