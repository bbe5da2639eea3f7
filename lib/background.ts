import { after } from "next/server";
import { errorFields, log } from "@/lib/log";

/**
 * Runs `task` after the response is sent (Next's `after`). Outside a request scope (a script, a
 * test calling a handler directly) `after` is unavailable and the task starts at once instead.
 * Either way it is not durable: the caller records the work first so a sweeper can finish it.
 */
export function runInBackground(name: string, task: () => Promise<unknown>): void {
  const run = () => task().catch((err) => log.error(`background task failed: ${name}`, errorFields(err, true)));
  try {
    after(run);
  } catch {
    void run();
  }
}
