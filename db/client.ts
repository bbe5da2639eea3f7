import "server-only";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { config } from "@/lib/config";
import * as schema from "./schema";
import { acquirePgliteLock } from "./pglite-lock";

export type Schema = typeof schema;
/** A database handle or a transaction: repos accept either. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

interface Handle {
  db: Database;
  close: () => Promise<void>;
}

// Resolved from the working directory: bundled server code no longer sits beside drizzle/.
const MIGRATIONS = path.join(process.cwd(), "drizzle");
const MIGRATION_LOCK_KEY = 7_238_114_001;

async function openPglite(dataDir: string): Promise<Handle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const inMemory = dataDir.startsWith("memory://");
  const release = inMemory ? () => {} : acquirePgliteLock(dataDir);
  try {
    const client = await PGlite.create(dataDir);
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return {
      db: db as unknown as Database,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

async function openPostgres(url: string): Promise<Handle> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");
  // Parallel instances would race over the migrations: one dedicated connection holds a lock.
  const migrator = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migrator`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migrate(drizzle({ client: migrator }), { migrationsFolder: MIGRATIONS });
    await migrator`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
  } finally {
    await migrator.end();
  }
  const client = postgres(url, { max: config.database.poolMax, onnotice: () => {} });
  return { db: drizzle({ client, schema }) as unknown as Database, close: () => client.end() };
}

// One handle per process, kept on globalThis so dev reloads reuse it; a failed open is not cached.
const holder = globalThis as unknown as { __sredDb?: Promise<Handle> };

function open(): Promise<Handle> {
  if (!holder.__sredDb) {
    const opening = config.database.url
      ? openPostgres(config.database.url)
      : openPglite(config.database.pglite as string);
    holder.__sredDb = opening.catch((err) => {
      holder.__sredDb = undefined;
      throw err;
    });
  }
  return holder.__sredDb;
}

/** The database, opened and migrated on first use. */
export async function getDb(): Promise<Database> {
  return (await open()).db;
}

export async function closeDb(): Promise<void> {
  const current = holder.__sredDb;
  holder.__sredDb = undefined;
  if (current) await (await current).close();
}
