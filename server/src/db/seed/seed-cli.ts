import { loadConfig } from '../../config/env';
import { closeContext, createContext } from '../../context';
import { isDatabaseEmpty, seedDemoData } from './seed';

/** `npm run seed:demo`: seeds the configured database when it is empty. */
async function main() {
  const config = loadConfig();
  // As SEED_DEMO=true is (decision 0126): the demo members' phones and birthdays are published.
  if (config.isProduction) {
    console.error('The demo data set is not seeded in production: its members are published. Seed a staging database.');
    process.exitCode = 1;
    return;
  }
  const ctx = await createContext(config);
  try {
    if (!(await isDatabaseEmpty(ctx.db))) {
      console.log('The database already holds members; the demo data set was not added.');
      return;
    }
    await seedDemoData(ctx.db, { photos: ctx.photos, firstAdmin: config.firstAdmin });
    console.log('Demo data set seeded. Its photos carry seeded verdicts: approved by the seed, not screened.');
  } finally {
    await closeContext(ctx);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
