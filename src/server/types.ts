import type { Config } from './config.ts';
import type { ShopDatabase } from './db/database.ts';
import type { MediaStorage } from './media/storage.ts';
import type { CatalogueRepository } from './catalogue/repository.ts';

// What buildApp decorates the Fastify instance with, for every route plugin to use.
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: ShopDatabase;
    storage: MediaStorage;
    catalogue: CatalogueRepository;
  }
}
