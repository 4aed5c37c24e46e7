import type { Config } from './config.ts';
import type { ShopDatabase } from './db/database.ts';
import type { MediaStorage } from './media/storage.ts';
import type { CatalogueRepository } from './catalogue/repository.ts';
import type { SearchRepository } from './search/repository.ts';
import type { OrdersRepository } from './orders/repository.ts';
import type { NewsletterRepository } from './newsletter/repository.ts';
import type { VitalsRepository } from './vitals/repository.ts';
import type { SalesRepository } from './sales/repository.ts';
import type { MailOutboxRepository } from './mail/repository.ts';
import type { SeoRepository } from './seo/repository.ts';
import type { ShopAuth } from './auth/auth.ts';
import type { SessionUser } from './auth/session.ts';
import type { ResponseCache } from './http/response-cache.ts';
import type { DocumentLinks } from './invoices/document-links.ts';
import type { PaymentGateway } from './payments/gateway.ts';

// What buildApp decorates the Fastify instance with, for every route plugin to use.
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: ShopDatabase;
    storage: MediaStorage;
    // Repositories (decorated in app.ts, in the order of the route plugins that use them).
    catalogue: CatalogueRepository;
    /** Named apart from Fastify's own `search` (the SEARCH method's route shorthand). */
    productSearch: SearchRepository;
    orders: OrdersRepository;
    newsletter: NewsletterRepository;
    vitals: VitalsRepository;
    sales: SalesRepository;
    mailOutbox: MailOutboxRepository;
    seo: SeoRepository;
    /** Signs and checks the buyer's links to an order's invoice and credit note (decision 030). */
    documentLinks: DocumentLinks;
    /** The payment gateway (Razorpay, decision 033); undefined when the shop takes none. */
    paymentGateway: PaymentGateway | undefined;
    /**
     * The catalogue's current version, read from the database (replaced by every change to
     * products and their images, in the change's transaction): concurrent callers share one
     * query, and a change saved by any process is seen by the next request.
     */
    catalogueVersion(): Promise<string>;
    /** Answers kept per catalogue version, compressed and tagged (src/server/http/response-cache.ts). */
    responseCache: ResponseCache;
    /** better-auth, loaded on first use (src/server/auth/plugin.ts). */
    auth(): Promise<ShopAuth>;
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
