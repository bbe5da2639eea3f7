import { CLAIM_FIELDS, CLAIM_LINES } from "@/db/schema";
import { claimExportQuery, claimParams, claimVersionParams, claimVersionsQuery, restoreClaimBody, updateClaimBody } from "@/lib/claims/schemas";
import { DOCX_TYPE } from "@/lib/shared/limits";
import { err, type Operation } from "../operation";
import { z } from "../zod";

// A project's T661 Part 2 claim record, its versions, its export and the line-206 code list:
// bearer token, the envelope (the export answers the file itself).

const timestamp = () => z.iso.datetime().describe("ISO-8601 in UTC");

const line = z.strictObject({
  question: z.string(),
  text: z.string(),
  wordCount: z.number().int().describe("whitespace-separated words holding a letter or digit: hyphenated and slashed words count once, numbers count"),
  wordLimit: z.number().int().describe("350 (242), 700 (244), 350 (246)"),
});

export const claimSchema = z
  .strictObject({
    projectId: z.uuid(),
    version: z.number().int().describe("0 before the first save; raised by one at every change"),
    formVersion: z.string().describe('the T661 revision the record answers, as "T661 (20)"; kept from the first save'),
    title: z.string().nullable().describe("Section A project title; the export falls back on the project's name"),
    startDate: z.string().nullable().describe("YYYY-MM as the form asks (a full YYYY-MM-DD is kept as given)"),
    completionDate: z.string().nullable().describe("YYYY-MM (or YYYY-MM-DD): completion or expected completion"),
    fieldOfScienceCode: z.string().nullable().describe("line 206, a code of guide T4088 such as 2.02.09"),
    crdcCode: z.string().nullable().describe("CRDC 2020 field of research code (RDF20104 or 20104); kept whatever the form version, exported only where the form asks it"),
    lines: z.strictObject({ "242": line, "244": line, "246": line }).describe("the same shape as the worker's T661 output"),
    updatedAt: timestamp().nullable().describe("null before the first save"),
  })
  .openapi("ClaimRecord");

const versionSummary = z
  .strictObject({
    id: z.uuid(),
    version: z.number().int(),
    createdAt: timestamp(),
    userId: z.uuid().nullable().describe("who saved it"),
    changedLines: z.array(z.enum(CLAIM_LINES)).describe("the lines this version changed"),
    changedFields: z.array(z.enum(CLAIM_FIELDS)).describe("the Section A fields this version changed"),
    sourceRunId: z.uuid().nullable().describe("the T661 run the text was taken from, when the save named one"),
    restoredFromVersion: z.number().int().nullable().describe("set when the version is a restore of an older one"),
  })
  .openapi("ClaimVersionSummary");

const versionDetail = versionSummary.extend({ record: claimSchema.describe("the record as it was after this version") }).openapi("ClaimVersion");

const versionPage = z
  .strictObject({
    content: z.array(versionSummary),
    number: z.number().int().describe("0-based page"),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  })
  .openapi("ClaimVersionPage");

const codeEntry = z.strictObject({ code: z.string(), label: z.string() });

const fieldCodes = z
  .strictObject({
    formVersion: z.string(),
    asksCrdc: z.boolean().describe("whether the record's form version asks for a CRDC 2020 code"),
    suggestions: z
      .array(
        z.strictObject({
          code: z.string(),
          label: z.string(),
          level: z.enum(["code", "group"]).describe("code: a line-206 code to confirm; group: choose the code under this group in T4088"),
          score: z.number().int(),
          cues: z.array(z.string()).describe("the words of the project that point there"),
        }),
      )
      .describe("at most 3, best first; deterministic for the same texts; never written into the record"),
    groups: z.array(codeEntry).describe("the groups of the list (1.01 … 4.05); any code under them is accepted"),
    codes: z.array(codeEntry).describe("the codes named here, checked against published copies of the T4088 list"),
  })
  .openapi("FieldCodes");

const claims = { auth: "bearer", wrapped: true, tag: "Claims" } as const;
const data = (description: string, schema: z.ZodType) => ({ status: 200, description, schema }) as const;

const projectMissing = err("NOT_FOUND", "no project with this id belongs to the caller");
const stale = err("CONFLICT", "`version` is not the claim's current version: `data` is the current record, error.details names `version`", {
  dataRef: "ClaimRecord",
});

const versionsQuery = claimVersionsQuery.extend({
  page: claimVersionsQuery.shape.page.describe("0-based page, 0 by default"),
  size: claimVersionsQuery.shape.size.describe("versions a page, 20 by default, clamped to 1..100"),
});

export const claimOperations: Operation[] = [
  {
    ...claims,
    method: "get",
    path: "/api/v1/projects/{projectId}/claim",
    summary: "The project's T661 Part 2 record",
    description: "Before the first save: version 0, empty lines, the current form version.",
    params: claimParams,
    success: data("The record", claimSchema),
    errors: [projectMissing],
  },
  {
    ...claims,
    method: "put",
    path: "/api/v1/projects/{projectId}/claim",
    summary: "Change lines and Section A fields, on the version read",
    description: [
      "`version` is the version the change was made on. Fields left out keep their value; null (or \"\") clears a Section A field; a line's text replaces it.",
      "A change answers the record at `version + 1` and keeps a version (who, when, the lines and fields changed, `sourceRunId`); a body that changes nothing answers the record as it is and keeps none.",
      "Texts may run past their word limit while edited (the export refuses them). `sourceRunId` names the run a draft came from (\"Use this draft\"): a run of this project.",
      "Checked in order: the body (400), the project (404), `sourceRunId` and the form's rules (400), then `version` (409).",
    ].join("\n"),
    params: claimParams,
    body: updateClaimBody,
    success: data("The record", claimSchema),
    errors: [
      projectMissing,
      err("VALIDATION_FAILED", "`sourceRunId` is not a run of this project; `crdcCode` where the form version does not ask it; `completionDate` before `startDate`"),
      stale,
    ],
  },
  {
    ...claims,
    method: "get",
    path: "/api/v1/projects/{projectId}/claim/versions",
    summary: "The claim's versions, newest first",
    params: claimParams,
    query: versionsQuery,
    success: data("A page of versions", versionPage),
    errors: [projectMissing],
  },
  {
    ...claims,
    method: "get",
    path: "/api/v1/projects/{projectId}/claim/versions/{versionId}",
    summary: "One version, with the record as it was",
    params: claimVersionParams,
    success: data("The version", versionDetail),
    errors: [err("NOT_FOUND", "no project with this id belongs to the caller, or the version is not its claim's")],
  },
  {
    ...claims,
    method: "post",
    path: "/api/v1/projects/{projectId}/claim/versions/{versionId}/restore",
    summary: "Make a version's texts current again, as a new version",
    description: [
      "Without a body: the version's lines and Section A. `lines` restores only those lines. With `version`, a claim that moved on since is refused (409).",
      "Nothing is overwritten: the texts replaced stay in their own version. A restore that changes nothing keeps no version.",
    ].join("\n"),
    params: claimVersionParams,
    body: restoreClaimBody,
    bodyOptional: true,
    success: data("The record", claimSchema),
    errors: [err("NOT_FOUND", "no project with this id belongs to the caller, or the version is not its claim's"), stale],
  },
  {
    ...claims,
    method: "get",
    path: "/api/v1/projects/{projectId}/claim/export",
    summary: "The claim as a DOCX or PDF attachment",
    description:
      "The project's identification, each line with its question and word count, the evidence files with their upload dates, and the version and date of the export.",
    params: claimParams,
    query: claimExportQuery.extend({ format: claimExportQuery.shape.format.describe("docx or pdf") }),
    success: { status: 200, description: "The file, as an attachment", as: "binary", contentTypes: [DOCX_TYPE, "application/pdf"] },
    errors: [projectMissing, err("CONFLICT", "a line is over its word limit: the message names each, error.details has one entry a line (`lines.244`)")],
  },
  {
    ...claims,
    method: "get",
    path: "/api/v1/projects/{projectId}/claim/field-codes",
    summary: "The line-206 code list, with suggestions from the project's text",
    description: "Suggestions come from the project's name and description and the claim's title and lines; the user confirms one with PUT.",
    params: claimParams,
    success: data("The list and the suggestions", fieldCodes),
    errors: [projectMissing],
  },
];
