import { CLAIM_LINES } from "@/db/schema";
import { projectOverviewQuery, projectParams } from "@/lib/projects/schemas";
import { VERDICTS } from "@/lib/worker/schemas";
import { err, type Operation } from "../operation";
import { z } from "../zod";

// A project's claim readiness in one answer: bearer token, the envelope.

const timestamp = () => z.iso.datetime().describe("ISO-8601 in UTC");
const day = () => z.string().describe("YYYY-MM-DD");

const runRef = {
  runId: z.uuid(),
  sessionId: z.uuid().describe("the session the run belongs to"),
  at: timestamp().describe("when the run finished"),
};

const line = z.strictObject({
  wordCount: z.number().int(),
  wordLimit: z.number().int(),
  state: z.enum(["EMPTY", "OK", "NEAR_LIMIT", "OVER_LIMIT"]).describe("NEAR_LIMIT: within 10% of the limit; OVER_LIMIT: the export refuses it"),
});

const overviewSchema = z
  .strictObject({
    projectId: z.uuid(),
    fiscalYear: z.string(),
    period: z
      .strictObject({ start: day(), end: day() })
      .describe("the tax year: from the day after the previous year end to the year end (`yearEnd`, December 31 by default) in `fiscalYear`"),
    precheck: z
      .strictObject({ ...runRef, verdict: z.enum(VERDICTS), score: z.number() })
      .nullable()
      .describe("the newest PRECHECK run that succeeded, with its verdict; null before the first"),
    t661: z.strictObject({
      runs: z.number().int().describe("T661 runs that succeeded"),
      latest: z.strictObject(runRef).nullable(),
    }),
    claim: z.strictObject({
      version: z.number().int().describe("the claim record's version; 0 before its first save"),
      updatedAt: timestamp().nullable(),
      lines: z.strictObject(Object.fromEntries(CLAIM_LINES.map((l) => [l, line])) as Record<(typeof CLAIM_LINES)[number], typeof line>),
      linesDrafted: z.number().int().describe("lines with any text (0..3)"),
      missingFields: z.array(z.enum(["title", "startDate", "completionDate", "fieldOfScienceCode"])).describe("Section A fields still empty"),
    }),
    files: z
      .strictObject({ total: z.number().int(), ready: z.number().int(), failed: z.number().int(), indexing: z.number().int() })
      .describe("confirmed evidence files by index status (indexing: PENDING or INDEXING)"),
    logbook: z
      .strictObject({
        entries: z.number().int().describe("distinct entries (date and title) of the project's LOGBOOK answers"),
        inPeriod: z.number().int().describe("entries dated inside `period`"),
        undated: z.number().int(),
        latest: z.strictObject(runRef).nullable().describe("the newest LOGBOOK run that succeeded"),
      }),
  })
  .openapi("ProjectOverview");

export const overviewOperations: Operation[] = [
  {
    auth: "bearer",
    wrapped: true,
    tag: "Projects",
    method: "get",
    path: "/api/v1/projects/{projectId}/overview",
    summary: "The claim's readiness",
    description: [
      "What the project page and the projects list show: the newest pre-check verdict and its date, each T661 line of the claim record (drafted or not, its word count against the limit), the Section A fields still empty, the evidence files by index status, and the logbook entries dated inside the tax year.",
      "`yearEnd` (MM-DD) is the tax year's last day: the API keeps only `fiscalYear`, the year it ends in.",
    ].join("\n"),
    params: projectParams,
    query: projectOverviewQuery.extend({ yearEnd: projectOverviewQuery.shape.yearEnd.describe("the tax year's last day, MM-DD; 12-31 by default") }),
    success: { status: 200, description: "The overview", schema: overviewSchema },
    errors: [err("NOT_FOUND", "no project with this id belongs to the caller")],
  },
];
