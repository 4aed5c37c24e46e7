// npm run seed: (re)loads the demo catalogue into the configured database and storage.
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { loadDemoCatalogue } from '../demo/demo-seed.ts';
import { errorMessage } from './command-line.ts';

try {
  const config = loadConfig();
  const app = await buildApp(config, { logger: false });
  const count = await loadDemoCatalogue({
    db: app.database.db,
    catalogue: app.catalogue,
    storage: app.storage,
    log: { info: (message: string) => console.log(message), warn: (details: object, message?: string) => console.warn(message, details) },
  });
  await app.close();
  console.log(`seed: ${count} demo products loaded`);
} catch (error) {
  console.error(`seed: ${errorMessage(error)}`);
  process.exitCode = 1;
}
