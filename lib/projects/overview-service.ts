import "server-only";
import { z } from "zod";
import { getDb } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { toClaimRecordDTO } from "@/lib/claims/dto";
import { findClaim } from "@/lib/claims/repo";
import { listConfirmedFiles } from "@/lib/files/repo";
import { logbookEntrySchema, VERDICTS } from "@/lib/worker/schemas";
import {
  claimSummary,
  countLogbookEntries,
  fileSummary,
  fiscalPeriod,
  type LogbookEntryLike,
  type OverviewRunRef,
  type ProjectOverviewDTO,
} from "./overview";
import { countSucceededRuns, succeededRunAnswers, type RunAnswer } from "./overview-repo";
import { getProjectForOwner } from "./repo";

// GET /projects/{projectId}/overview: how far the project's claim has come, in one answer (the
// project page's readiness and each row of the projects list), instead of a call per resource.

/** Logbook answers read for the count: enough for a year of weekly runs. */
const LOGBOOK_RUNS_READ = 100;
/** Pre-check answers tried for a verdict (a stored answer that does not parse is skipped). */
const PRECHECK_RUNS_READ = 5;

// Stored answers are read leniently: only the fields the overview shows.
const verdictOutput = z.object({ verdict: z.enum(VERDICTS), score: z.number() });
const logbookOutput = z.object({ entries: z.array(logbookEntrySchema.pick({ date: true, title: true })) });
const outputOf = (payload: unknown) => (typeof payload === "object" && payload !== null ? (payload as { output?: unknown }).output : undefined);

const ref = (r: RunAnswer): OverviewRunRef => ({ runId: r.runId, sessionId: r.sessionId, at: r.at.toISOString() });

export async function getProjectOverview(user: UserRow, projectId: string, { yearEnd }: { yearEnd?: string } = {}): Promise<ProjectOverviewDTO> {
  const db = await getDb();
  const project = await getProjectForOwner(db, { projectId, ownerId: user.id });
  const period = fiscalPeriod(project.fiscalYear, yearEnd);

  const [prechecks, t661Runs, latestT661, logbooks, claimRow, files] = await Promise.all([
    succeededRunAnswers(db, { projectId, type: "PRECHECK", limit: PRECHECK_RUNS_READ }),
    countSucceededRuns(db, { projectId, type: "T661" }),
    succeededRunAnswers(db, { projectId, type: "T661", limit: 1 }),
    succeededRunAnswers(db, { projectId, type: "LOGBOOK", limit: LOGBOOK_RUNS_READ }),
    findClaim(db, projectId),
    listConfirmedFiles(db, { projectId, ownerId: user.id }),
  ]);

  let precheck: ProjectOverviewDTO["precheck"] = null;
  for (const run of prechecks) {
    const parsed = verdictOutput.safeParse(outputOf(run.payload));
    if (parsed.success) {
      precheck = { ...ref(run), verdict: parsed.data.verdict, score: parsed.data.score };
      break;
    }
  }

  const entries: LogbookEntryLike[] = logbooks.flatMap((run) => logbookOutput.safeParse(outputOf(run.payload)).data?.entries ?? []);
  const claim = toClaimRecordDTO(projectId, claimRow);

  return {
    projectId,
    fiscalYear: project.fiscalYear,
    period,
    precheck,
    t661: { runs: t661Runs, latest: latestT661[0] ? ref(latestT661[0]) : null },
    claim: claimSummary(claim),
    files: fileSummary(files),
    logbook: { ...countLogbookEntries(entries, period), latest: logbooks[0] ? ref(logbooks[0]) : null },
  };
}
