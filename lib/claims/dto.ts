import { CLAIM_LINES, type ClaimField, type ClaimLine, type ClaimRow, type ClaimVersionRow } from "@/db/schema";
import { CLAIM_LINE_SPECS, CURRENT_FORM_VERSION } from "./form";
import { countClaimWords } from "@/lib/shared/claim-words";

/** One T661 line, the shape of the worker's T661 output. */
export interface ClaimLineDTO {
  question: string;
  text: string;
  wordCount: number;
  wordLimit: number;
}

export interface ClaimDTO {
  projectId: string;
  /** 0 before the first save; raised by one at every change. */
  version: number;
  formVersion: string;
  title: string | null;
  startDate: string | null;
  completionDate: string | null;
  fieldOfScienceCode: string | null;
  crdcCode: string | null;
  lines: Record<ClaimLine, ClaimLineDTO>;
  /** null before the first save. */
  updatedAt: string | null;
}

export interface ClaimVersionSummaryDTO {
  id: string;
  version: number;
  createdAt: string;
  userId: string | null;
  changedLines: ClaimLine[];
  changedFields: ClaimField[];
  sourceRunId: string | null;
  restoredFromVersion: number | null;
}

/** A version: the record as it was after that change, with what the change was. */
export interface ClaimVersionDTO extends ClaimVersionSummaryDTO {
  record: ClaimDTO;
}

/** The record's content, the same in both tables. */
export type ClaimContent = Pick<
  ClaimRow,
  "formVersion" | "title" | "startDate" | "completionDate" | "fieldOfScienceCode" | "crdcCode" | "line242" | "line244" | "line246"
>;

export const LINE_COLUMN = { "242": "line242", "244": "line244", "246": "line246" } as const satisfies Record<ClaimLine, keyof ClaimContent>;

/** What a project's claim holds before its first save. */
export const emptyContent = (): ClaimContent => ({
  formVersion: CURRENT_FORM_VERSION,
  title: null,
  startDate: null,
  completionDate: null,
  fieldOfScienceCode: null,
  crdcCode: null,
  line242: "",
  line244: "",
  line246: "",
});

export const contentOf = (row: ClaimContent): ClaimContent => ({
  formVersion: row.formVersion,
  title: row.title,
  startDate: row.startDate,
  completionDate: row.completionDate,
  fieldOfScienceCode: row.fieldOfScienceCode,
  crdcCode: row.crdcCode,
  line242: row.line242,
  line244: row.line244,
  line246: row.line246,
});

export function toLineDTO(line: ClaimLine, text: string): ClaimLineDTO {
  const { question, wordLimit } = CLAIM_LINE_SPECS[line];
  return { question, text, wordCount: countClaimWords(text), wordLimit };
}

export function toClaimDTO(projectId: string, version: number, content: ClaimContent, updatedAt: Date | null): ClaimDTO {
  return {
    projectId,
    version,
    formVersion: content.formVersion,
    title: content.title,
    startDate: content.startDate,
    completionDate: content.completionDate,
    fieldOfScienceCode: content.fieldOfScienceCode,
    crdcCode: content.crdcCode,
    lines: Object.fromEntries(CLAIM_LINES.map((l) => [l, toLineDTO(l, content[LINE_COLUMN[l]])])) as Record<ClaimLine, ClaimLineDTO>,
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

export const toClaimRecordDTO = (projectId: string, row: ClaimRow | undefined): ClaimDTO =>
  row ? toClaimDTO(projectId, row.version, row, row.updatedAt) : toClaimDTO(projectId, 0, emptyContent(), null);

export const toVersionSummaryDTO = (v: ClaimVersionRow): ClaimVersionSummaryDTO => ({
  id: v.id,
  version: v.version,
  createdAt: v.createdAt.toISOString(),
  userId: v.userId,
  changedLines: v.changedLines,
  changedFields: v.changedFields,
  sourceRunId: v.sourceRunId,
  restoredFromVersion: v.restoredFromVersion,
});

export const toVersionDTO = (v: ClaimVersionRow): ClaimVersionDTO => ({
  ...toVersionSummaryDTO(v),
  record: toClaimDTO(v.projectId, v.version, v, v.createdAt),
});
