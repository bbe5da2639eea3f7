import "server-only";
import { getDb, type Database } from "@/db/client";
import { CLAIM_FIELDS, CLAIM_LINES, type ClaimLine, type ClaimRow, type UserRow } from "@/db/schema";
import { AppError, validationError } from "@/lib/errors";
import { getProjectForOwner } from "@/lib/projects/repo";
import type { Page } from "@/lib/shared/page";
import {
  contentOf,
  emptyContent,
  LINE_COLUMN,
  toClaimRecordDTO,
  toVersionDTO,
  toVersionSummaryDTO,
  type ClaimContent,
  type ClaimDTO,
  type ClaimVersionDTO,
  type ClaimVersionSummaryDTO,
} from "./dto";
import { CODES, GROUPS } from "./field-codes";
import { formVersion } from "./form";
import { findClaim, getClaimVersion, insertClaimVersion, isRunOfProject, pageClaimVersions, saveClaim } from "./repo";
import type { RestoreClaimInput, UpdateClaimInput } from "./schemas";
import { suggestFieldCodes, type FieldCodeSuggestion } from "./suggest";

// The project's T661 Part 2 record: read, change with an optimistic version check, its versions
// and their restore. Every change is one transaction that locks the project's row first, so two
// saves of the same claim (two tabs) are ordered, and the second one's stale version is refused.

export type { Page };

export interface FieldCodesDTO {
  formVersion: string;
  asksCrdc: boolean;
  suggestions: FieldCodeSuggestion[];
  groups: { code: string; label: string }[];
  codes: { code: string; label: string }[];
}

const projectKey = (user: UserRow, projectId: string) => ({ projectId, ownerId: user.id });

export async function getClaim(user: UserRow, projectId: string): Promise<ClaimDTO> {
  const db = await getDb();
  await getProjectForOwner(db, projectKey(user, projectId));
  return toClaimRecordDTO(projectId, await findClaim(db, projectId));
}

/** 409 unless the caller's change was made on the current version; `data` is the current record. */
function assertCurrent(projectId: string, current: ClaimRow | undefined, expected: number) {
  const at = current?.version ?? 0;
  if (expected === at) return;
  throw new AppError("CONFLICT", `The claim was changed elsewhere: it is at version ${at}, not ${expected}. Reload it and apply your change again.`, {
    details: [{ path: "version", message: `is ${at} now` }],
    data: toClaimRecordDTO(projectId, current),
  });
}

interface Change {
  user: UserRow;
  projectId: string;
  current: ClaimRow | undefined;
  next: ClaimContent;
  sourceRunId?: string | null;
  restoredFromVersion?: number | null;
}

/** Saves `next` as a new version when it differs from the current record; else changes nothing. */
async function commit(tx: Database, { user, projectId, current, next, sourceRunId = null, restoredFromVersion = null }: Change): Promise<ClaimDTO> {
  const before = current ? contentOf(current) : emptyContent();
  const changedLines = CLAIM_LINES.filter((l) => before[LINE_COLUMN[l]] !== next[LINE_COLUMN[l]]);
  const changedFields = CLAIM_FIELDS.filter((f) => before[f] !== next[f]);
  if (changedLines.length === 0 && changedFields.length === 0) return toClaimRecordDTO(projectId, current);
  const version = (current?.version ?? 0) + 1;
  const row = await saveClaim(tx, { projectId, version, content: next });
  await insertClaimVersion(tx, { projectId, version, userId: user.id, changedLines, changedFields, sourceRunId, restoredFromVersion, ...next });
  return toClaimRecordDTO(projectId, row);
}

/**
 * The Section A rule that needs the whole record: the order of dates. A CRDC code is kept whatever
 * the form version (the export prints it only where the form asks for it).
 */
function checkSectionA(next: ClaimContent) {
  // A month and a full date compare on what both state ("2025-06" is not before "2025-06-15").
  const stated = Math.min(next.startDate?.length ?? 0, next.completionDate?.length ?? 0);
  if (next.startDate && next.completionDate && next.completionDate.slice(0, stated) < next.startDate.slice(0, stated)) {
    throw validationError("completionDate", "must not be before startDate");
  }
}

/**
 * PUT: applies the fields the body names (left out: kept; null: cleared) when `version` is the
 * current one. A change that changes nothing answers the current record and keeps no version.
 */
export async function updateClaim(user: UserRow, projectId: string, input: UpdateClaimInput): Promise<ClaimDTO> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await getProjectForOwner(tx, projectKey(user, projectId), { lock: true });
    // The same answer for a run that does not exist and one of another project (or user).
    if (input.sourceRunId && !(await isRunOfProject(tx, { runId: input.sourceRunId, projectId }))) {
      throw validationError("sourceRunId", "must be a run of this project");
    }
    const current = await findClaim(tx, projectId, { lock: true });
    const next = current ? contentOf(current) : emptyContent();
    for (const line of CLAIM_LINES) {
      const text = input.lines?.[line];
      if (text !== undefined) next[LINE_COLUMN[line]] = text;
    }
    for (const field of CLAIM_FIELDS) {
      const value = input[field];
      if (value !== undefined) next[field] = value;
    }
    checkSectionA(next);
    assertCurrent(projectId, current, input.version);
    return commit(tx, { user, projectId, current, next, sourceRunId: input.sourceRunId ?? null });
  });
}

export async function listClaimVersions(
  user: UserRow,
  projectId: string,
  { page, size }: { page: number; size: number },
): Promise<Page<ClaimVersionSummaryDTO>> {
  const db = await getDb();
  await getProjectForOwner(db, projectKey(user, projectId));
  const { rows, total } = await pageClaimVersions(db, { projectId, page, size });
  return { content: rows.map(toVersionSummaryDTO), number: page, size, totalElements: total, totalPages: Math.ceil(total / size) };
}

export async function getClaimVersionRecord(user: UserRow, projectId: string, versionId: string): Promise<ClaimVersionDTO> {
  const db = await getDb();
  await getProjectForOwner(db, projectKey(user, projectId));
  return toVersionDTO(await getClaimVersion(db, { projectId, versionId }));
}

/**
 * Makes a version's content current again, as a new version (nothing is overwritten: the texts it
 * replaces stay in their own version). `lines` restores only those lines; without it, the lines
 * and Section A. With `version`, the restore is refused (409) when the claim moved on since.
 */
export async function restoreClaimVersion(user: UserRow, projectId: string, versionId: string, input: RestoreClaimInput = {}): Promise<ClaimDTO> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await getProjectForOwner(tx, projectKey(user, projectId), { lock: true });
    const target = await getClaimVersion(tx, { projectId, versionId });
    const current = await findClaim(tx, projectId, { lock: true });
    if (input.version !== undefined) assertCurrent(projectId, current, input.version);
    const next = current ? contentOf(current) : emptyContent();
    const lines: readonly ClaimLine[] = input.lines ?? CLAIM_LINES;
    for (const line of lines) next[LINE_COLUMN[line]] = target[LINE_COLUMN[line]];
    if (!input.lines) for (const field of CLAIM_FIELDS) next[field] = target[field];
    return commit(tx, { user, projectId, current, next, restoredFromVersion: target.version });
  });
}

/** The line-206 codes, with suggestions from the project's name and description and the claim's texts. */
export async function getFieldCodes(user: UserRow, projectId: string): Promise<FieldCodesDTO> {
  const db = await getDb();
  const project = await getProjectForOwner(db, projectKey(user, projectId));
  const claim = toClaimRecordDTO(projectId, await findClaim(db, projectId));
  const suggestions = suggestFieldCodes({
    headline: [project.name, claim.title ?? ""],
    body: [project.description ?? "", ...CLAIM_LINES.map((l) => claim.lines[l].text)],
  });
  return {
    formVersion: claim.formVersion,
    asksCrdc: formVersion(claim.formVersion).asksCrdc,
    suggestions,
    groups: GROUPS.map((g) => ({ ...g })),
    codes: CODES.map((c) => ({ ...c })),
  };
}
