import { closeDb, getDb } from "@/db/client";
import { config } from "@/lib/config";

// npm run db:migrate: apply the committed migrations in drizzle/ to the configured database.
await getDb();
await closeDb();
console.info(`Migrations applied (${config.database.url ? "PostgreSQL" : `PGlite at ${config.database.pglite}`}).`);
