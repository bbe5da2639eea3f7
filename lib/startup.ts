import { closeDb, getDb } from "@/db/client";
import { config } from "@/lib/config";
import { resumeIndexingInBackground } from "@/lib/files/index-queue";
import { errorFields, log } from "@/lib/log";
import { runSweepers } from "@/lib/maintenance/service";
import { warmBuiltin } from "@/lib/worker/builtin/warm";

/** Runs once when the server process starts: opens and migrates the database before any request. */
export async function onServerStart(): Promise<void> {
  if (config.isBuild) return;
  await getDb();
  log.info("database ready", { driver: config.database.url ? "postgres" : "pglite" });
  // Files a killed process was indexing (or that wait) are taken up now, not at the first sweep.
  resumeIndexingInBackground();
  // The builtin engine runs in this process: its first run of each kind of text would otherwise pay
  // for compiling the lexicon's expressions (lib/worker/builtin/warm.ts).
  if (!config.worker.llm) warmBuiltin();
  scheduleSweepers();
  if (config.manualSignals) closeOnSignals();
}

// PGlite must be closed to leave its data directory clean (no crash recovery at the next start).
function closeOnSignals() {
  let closing = false;
  const onSignal = (exitCode: number) => () => {
    if (closing) return;
    closing = true;
    closeDb()
      .catch((err) => log.error("closing the database failed", errorFields(err, true)))
      .finally(() => process.exit(exitCode));
  };
  process.on("SIGTERM", onSignal(143));
  process.on("SIGINT", onSignal(130));
}

// A long-lived server sweeps on a timer; serverless hosts call /api/internal/cron instead.
function scheduleSweepers() {
  if (config.sweepIntervalSeconds === 0) return;
  const timer = setInterval(() => {
    runSweepers().catch((err) => log.error("sweep failed", errorFields(err, true)));
  }, config.sweepIntervalSeconds * 1000);
  timer.unref();
}
