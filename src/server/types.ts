import type { Config } from './config.ts';
import type { ShopDatabase } from './db/database.ts';
import type { MediaStorage } from './media/storage.ts';
import type { CatalogueRepository } from './catalogue/repository.ts';
import type { ShopAuth } from './auth/auth.ts';
import type { SessionUser } from './auth/session.ts';
import type { ResponseCache } from './http/response-cache.ts';

// What buildApp decorates the Fastify instance with, for every route plugin to use.
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: ShopDatabase;
    storage: MediaStorage;
    catalogue: CatalogueRepository;
    /**
     * The catalogue's current version, read from the database (replaced by every change to
     * products and their images, in the change's transaction): concurrent callers share one
     * query, and a change saved by any process is seen by the next request.
     */
    catalogueVersion(): Promise<string>;
    /** Answers kept per catalogue version, compressed and tagged (src/server/http/response-cache.ts). */
    responseCache: ResponseCache;
    auth: ShopAuth;
    /** Every route with whether it is public (src/server/auth/plugin.ts). */
    routeAccess(): { method: string; url: string; public: boolean }[];
  }
  interface FastifyRequest {
    /** The signed-in operator, set by the access guard on operator routes (null on public routes). */
    operator: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Open to everyone; without it a route is for operators only (src/server/auth/plugin.ts). */
    public?: boolean;
  }
}
