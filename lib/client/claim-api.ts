import type { z } from "zod";
import type { ClaimDTO, ClaimVersionDTO, ClaimVersionSummaryDTO } from "@/lib/claims/dto";
import type { restoreClaimBody, updateClaimBody } from "@/lib/claims/schemas";
import type { FieldCodesDTO, Page } from "@/lib/claims/service";
import type { ProjectOverviewDTO } from "@/lib/projects/overview";
import { ApiError } from "./api-error";
import { fetchAuthedFile } from "./authed-download";
import { authedData } from "./envelope";

// The claim record's routes (lib/claims) and the project overview, as the browser calls them.

export type { ClaimDTO, ClaimVersionDTO, ClaimVersionSummaryDTO, FieldCodesDTO, Page, ProjectOverviewDTO };
export type UpdateClaimBody = z.input<typeof updateClaimBody>;
export type RestoreClaimBody = NonNullable<z.input<typeof restoreClaimBody>>;
export type ExportFormat = "docx" | "pdf";

const claimPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/claim`;

export const fetchClaim = (projectId: string) => authedData<ClaimDTO>(claimPath(projectId));
export const saveClaim = (projectId: string, body: UpdateClaimBody) => authedData<ClaimDTO>(claimPath(projectId), { method: "PUT", body });
export const fetchClaimVersions = (projectId: string, page: number, size: number) =>
  authedData<Page<ClaimVersionSummaryDTO>>(`${claimPath(projectId)}/versions?page=${page}&size=${size}`);
export const fetchClaimVersion = (projectId: string, versionId: string) =>
  authedData<ClaimVersionDTO>(`${claimPath(projectId)}/versions/${encodeURIComponent(versionId)}`);
export const restoreClaimVersion = (projectId: string, versionId: string, body: RestoreClaimBody) =>
  authedData<ClaimDTO>(`${claimPath(projectId)}/versions/${encodeURIComponent(versionId)}/restore`, { method: "POST", body });
export const fetchFieldCodes = (projectId: string) => authedData<FieldCodesDTO>(`${claimPath(projectId)}/field-codes`);

export const fetchOverview = (projectId: string, yearEnd?: string) =>
  authedData<ProjectOverviewDTO>(
    `/projects/${encodeURIComponent(projectId)}/overview${yearEnd ? `?yearEnd=${encodeURIComponent(yearEnd)}` : ""}`,
  );

/** The record a 409 CONFLICT of a save or restore carries in `data`, when it carries one. */
export function conflictRecord(err: unknown): ClaimDTO | null {
  if (!(err instanceof ApiError) || err.code !== "CONFLICT") return null;
  const data = err.data as Partial<ClaimDTO> | null;
  return data && typeof data.version === "number" && typeof data.lines === "object" ? (data as ClaimDTO) : null;
}

/** GET .../claim/export as a file: the route answers the attachment itself, not the envelope. */
export const downloadClaimExport = (projectId: string, format: ExportFormat) =>
  fetchAuthedFile(`${claimPath(projectId)}/export?format=${format}`, `claim.${format}`);
