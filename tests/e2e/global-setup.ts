import { buildShopIfStale } from '../../scripts/build.mjs';
import { makeDemoTemplateIfStale } from './demo-template.ts';

/** Before any worker starts a shop: the run's one web build, and the demo catalogue every shop starts from. */
export default function globalSetup(): void {
  buildShopIfStale();
  makeDemoTemplateIfStale();
}
