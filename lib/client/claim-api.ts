import type { z } from "zod";
import type { ClaimDTO, ClaimVersionDTO, ClaimVersionSummaryDTO } from "@/lib/claims/dto";
import type { restoreClaimBody, updateClaimBody } from "@/lib/claims/schemas";
import type { FieldCodesDTO, Page } from "@/lib/claims/service";
import type { ProjectOverviewDTO } from "@/lib/projects/overview";
import { ApiError, networkError, toApiError } from "./api-error";
import { getAccessToken } from "./auth-store";
import { authedData } from "./envelope";
import { API_BASE } from "./http";
import { bootstrapAuth, refreshAuth } from "./refresh";

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

export interface DownloadedFile {
  filename: string;
  contentType: string;
  blob: Blob;
}

/** The file name of a Content-Disposition header: the RFC 8187 `filename*` first, else `filename`. */
export function dispositionFilename(header: string | null, fallback: string): string {
  if (!header) return fallback;
  for (const part of header.split(";")) {
    const [rawKey, ...rest] = part.split("=");
    const key = rawKey?.trim().toLowerCase();
    const value = rest.join("=").trim();
    if (key === "filename*" && value.toLowerCase().startsWith("utf-8''")) {
      try {
        return decodeURIComponent(value.slice(7)) || fallback;
      } catch {
        // A malformed escape: try the plain name.
      }
    }
  }
  for (const part of header.split(";")) {
    const [rawKey, ...rest] = part.split("=");
    if (rawKey?.trim().toLowerCase() === "filename") {
      const value = rest.join("=").trim();
      const unquoted = value.startsWith('"') && value.endsWith('"') && value.length >= 2 ? value.slice(1, -1) : value;
      return unquoted || fallback;
    }
  }
  return fallback;
}

async function fetchFile(path: string, token: string): Promise<Response> {
  try {
    return await fetch(`${API_BASE}${path}`, { headers: { authorization: `Bearer ${token}` }, cache: "no-store" });
  } catch {
    throw networkError();
  }
}

/**
 * GET .../claim/export as a file. The route answers the attachment itself (not the envelope), so
 * this reads bytes rather than JSON; a 401 refreshes once and retries, as authedRequest does.
 */
export async function downloadClaimExport(projectId: string, format: ExportFormat): Promise<DownloadedFile> {
  await bootstrapAuth();
  const token = getAccessToken();
  if (!token) throw new ApiError(401, "UNAUTHENTICATED", "Please sign in to continue.");
  const path = `${claimPath(projectId)}/export?format=${format}`;
  let res = await fetchFile(path, token);
  if (res.status === 401) {
    const fresh = await refreshAuth();
    if (!fresh) throw new ApiError(401, "UNAUTHENTICATED", "Please sign in to continue.");
    res = await fetchFile(path, fresh);
  }
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: toApiError reads the text.
    }
    throw toApiError(res.status, body);
  }
  return {
    filename: dispositionFilename(res.headers.get("content-disposition"), `claim.${format}`),
    contentType: res.headers.get("content-type") ?? "application/octet-stream",
    blob: await res.blob(),
  };
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = file.filename;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
