import { migrate } from '../db/migrate.js';
import { openConfiguredDatabase } from './open-configured-database.js';

const database = await openConfiguredDatabase();
try {
  const applied = await migrate(database.db);
  console.log(
    applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'The database is up to date.',
  );
} finally {
  await database.close();
}
