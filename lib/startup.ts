import { getDb } from "@/db/client";
import { config } from "@/lib/config";
import { log } from "@/lib/log";

/** Runs once when the server process starts: opens and migrates the database before any request. */
export async function onServerStart(): Promise<void> {
  if (config.isBuild) return;
  await getDb();
  log.info("database ready", { driver: config.database.url ? "postgres" : "pglite" });
}
