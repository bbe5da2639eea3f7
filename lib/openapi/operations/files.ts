import { config } from "@/lib/config";
import { confirmBody, fileParams, presignBody, PREVIEW_WORD_BODY_LIMIT, previewWordBody } from "@/lib/files/schemas";
import { DOWNLOAD_LINK_SECONDS, MAX_IMAGE_BYTES, MAX_IMAGES_TOTAL_BYTES, PREVIEW_TIMEOUT_MS } from "@/lib/files/view-limits";
import { projectParams } from "@/lib/projects/schemas";
import { err, type Operation } from "../operation";
import { fileLimitsSchema, fileSchema, presignResultSchema, wordPreviewSchema } from "../responses";
import { z } from "../zod";

// Evidence files: presign, upload straight to the store, confirm, index, list, delete; download
// links and Word previews. The lifecycle around these routes is in docs/files.md.

const files = { tag: "Files", auth: "bearer", wrapped: true } as const;
const projectMissing = err("NOT_FOUND", "no project with this id belongs to the caller");
const fileMissing = err("NOT_FOUND", "no file with this id in the caller's project");
const store = err("UPSTREAM_FAILED", "the object store (S3 driver) failed or is unreachable");
const minutes = (seconds: number) => `${Math.round(seconds / 60)} minutes`;
const mib = (bytes: number) => `${bytes / 1024 / 1024} MiB`;
const unconfirmed = "the file's upload is not confirmed (PENDING) or failed";

const fileDownloadSchema = z
  .strictObject({
    url: z.url().describe("presigned GET of the file; answers it as an attachment named after the file"),
    expiresAt: z.number().int().describe("epoch milliseconds"),
    filename: z.string().describe("the original filename, as Content-Disposition gives it"),
    contentType: z.string(),
  })
  .openapi("FileDownload");

const documentPreviewSchema = z
  .strictObject({
    fileId: z.uuid(),
    filename: z.string(),
    html: z
      .string()
      .describe(
        "sanitized HTML fragment: headings, paragraphs, lists, tables, emphasis; links only to #anchors inside the document (outside links become <span class=\"doc-link\" title=URL>); images only as data:image/png|jpeg|gif URIs; no scripts, handlers, styles or remote resources",
      ),
    truncated: z.boolean().describe("the document was longer than the preview shows"),
    imagesOmitted: z.number().int().describe("images left out: another type, linked from outside, or past the image budgets"),
  })
  .openapi("DocumentPreview");

export const fileOperations: Operation[] = [
  {
    ...files,
    method: "get",
    path: "/api/v1/files/limits",
    summary: "The largest file, the files per request and the accepted types",
    success: { status: 200, description: "What an upload must respect", schema: fileLimitsSchema },
  },
  {
    ...files,
    method: "post",
    path: "/api/v1/projects/{projectId}/files/presign",
    summary: "Reserve storage and get an upload URL per file",
    description: [
      "The files' total size is reserved against the plan's storage and the service's total at once, or nothing is.",
      `Each file is PENDING until confirmed; an upload URL lives ${minutes(config.files.uploadUrlTtlSeconds)} (UPLOAD_URL_TTL_SECONDS), after which an unconfirmed file is FAILED and its reservation released.`,
      "PUT the bytes to uploadUrl with the announced Content-Type and Content-Length, then call confirm.",
    ].join("\n"),
    params: projectParams,
    body: presignBody,
    success: { status: 201, description: "One result per file, in request order", schema: z.array(presignResultSchema) },
    errors: [projectMissing, err("QUOTA_EXCEEDED", "the files do not fit in the plan's free storage, or the service's storage is full")],
  },
  {
    ...files,
    method: "post",
    path: "/api/v1/projects/{projectId}/files/{fileId}/confirm",
    summary: "The upload is done; indexing starts",
    description:
      "Moves the uploaded object to the file's own key and checks its size (and the etag, when sent). The body is optional.",
    params: fileParams,
    body: confirmBody,
    bodyOptional: true,
    success: { status: 200, description: "The confirmed file, indexStatus PENDING", schema: fileSchema },
    errors: [
      fileMissing,
      err(
        "CONFLICT",
        "already confirmed; failed; its reservation expired; no object uploaded; the object's size differs from the presigned one; the etag differs",
      ),
      store,
    ],
  },
  {
    ...files,
    method: "get",
    path: "/api/v1/projects/{projectId}/files",
    summary: "Confirmed files with their upload and index status",
    description: "The source of truth while indexing runs: poll until indexStatus is READY or FAILED.",
    params: projectParams,
    success: { status: 200, description: "The files", schema: z.array(fileSchema) },
    errors: [projectMissing],
  },
  {
    ...files,
    method: "post",
    path: "/api/v1/projects/{projectId}/files/preview-word",
    summary: "A short-lived Office viewer URL for a DOCX",
    description: `The DOCX is stored for ${minutes(config.files.previewTtlSeconds)} (PREVIEW_TTL_SECONDS), then deleted. The body may hold a base64 DOCX of up to MAX_FILE_BYTES.`,
    params: projectParams,
    body: previewWordBody,
    bodyLimit: PREVIEW_WORD_BODY_LIMIT,
    success: { status: 200, description: "The preview", schema: wordPreviewSchema },
    errors: [
      projectMissing,
      err("VALIDATION_FAILED", `contentBase64 decodes to more than ${config.files.maxFileBytes} bytes, or is not a DOCX (zip) document`),
      store,
    ],
  },
  {
    ...files,
    method: "get",
    path: "/api/v1/projects/{projectId}/files/{fileId}/download",
    summary: "A short-lived signed download link",
    description: [
      `A presigned GET of the confirmed file, valid ${minutes(DOWNLOAD_LINK_SECONDS)}; it answers the bytes as an attachment named after the file (Content-Disposition with the original filename).`,
      "A JSON answer rather than a redirect: the bearer token travels in a header, which a browser's plain navigation cannot send, so the client fetches the link and then opens it.",
    ].join("\n"),
    params: fileParams,
    success: { status: 200, description: "The link", schema: fileDownloadSchema },
    errors: [fileMissing, err("CONFLICT", unconfirmed), store],
  },
  {
    ...files,
    method: "get",
    path: "/api/v1/projects/{projectId}/files/{fileId}/preview",
    summary: "A Word document as sanitized HTML, for viewing in the app",
    description: [
      "The stored DOCX is rendered by mammoth from the document's own text, in a worker thread under the indexing limits (archive size, entries, compression ratio, heap) and a " +
        `${PREVIEW_TIMEOUT_MS / 1000}-second time limit, then sanitized: nothing is sent to a third-party viewer.`,
      `Images are inlined only when their bytes are PNG, JPEG or GIF, up to ${mib(MAX_IMAGE_BYTES)} each and ${mib(MAX_IMAGES_TOTAL_BYTES)} together; linked images are never fetched.`,
      "Show the HTML in a sandboxed frame (no scripts) with a Content-Security-Policy of its own, as the web client does.",
    ].join("\n"),
    params: fileParams,
    success: { status: 200, description: "The preview", schema: documentPreviewSchema },
    errors: [
      fileMissing,
      err("CONFLICT", `${unconfirmed}; the file is not a DOCX; the document cannot be read (corrupt, a compression bomb, too slow: the message says why)`),
      err("RATE_LIMITED", "the server is already preparing the caller's other previews, or too many previews"),
      store,
    ],
  },
  {
    ...files,
    method: "delete",
    path: "/api/v1/projects/{projectId}/files/{fileId}",
    summary: "Remove the file, its index and its object",
    params: fileParams,
    success: { status: 204, description: "Deleted; its storage stops counting at once" },
    errors: [fileMissing],
  },
];
