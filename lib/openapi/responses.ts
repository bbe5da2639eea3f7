import {
  INDEX_STATUSES,
  MEMBERSHIP_TIERS,
  PROJECT_STATUSES,
  ROLES,
  RUN_STATUSES,
  SESSION_STATUSES,
  SESSION_TYPES,
  SUBSCRIPTION_STATUSES,
  UPLOAD_STATUSES,
  USER_STATUSES,
} from "@/db/schema";
import { ERROR_STATUS } from "@/lib/errors";
import {
  logbookOutputSchema,
  precheckOutputSchema,
  t661OutputSchema,
  taskEnvelopeSchema,
  TASK_TYPES,
} from "@/lib/worker/schemas";
import { component, z } from "./zod";

// The records the API answers, as zod schemas: the OpenAPI document's response components, and
// what tests/unit/openapi parses the real DTO builders' output with. Objects are strict, so a
// field added to a DTO and not here fails that test instead of going undocumented.

const id = () => z.uuid();
const timestamp = () => z.iso.datetime().describe("ISO-8601 in UTC");

export const userSchema = z
  .strictObject({
    id: id(),
    email: z.email(),
    username: z.string().nullable(),
    fullName: z.string().nullable(),
    role: z.enum(ROLES),
    status: z.enum(USER_STATUSES),
    emailVerified: z.boolean().describe("false until the emailed link is followed; unverified users can still work"),
    membershipTier: z.enum(MEMBERSHIP_TIERS),
    createdAt: timestamp(),
  })
  .openapi("UserDTO");

export const authResponseSchema = z
  .strictObject({
    accessToken: z.string().describe("HS256 JWT for the Authorization header; valid while its refresh family lives"),
    refreshToken: z.string().describe("opaque; single use (rotated by /auth/refresh), valid 30 days"),
    tokenType: z.literal("Bearer"),
    expiresIn: z.number().int().describe("seconds until the access token expires"),
    user: userSchema,
  })
  .openapi("AuthResponse");

export const projectSchema = z
  .strictObject({
    id: id(),
    name: z.string(),
    fiscalYear: z.string().describe("4-digit year"),
    description: z.string().nullable(),
    status: z.enum(PROJECT_STATUSES),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .openapi("Project");

export const sessionSchema = z
  .strictObject({
    id: id(),
    projectId: id(),
    type: z.enum(SESSION_TYPES),
    title: z.string(),
    status: z.enum(SESSION_STATUSES),
    createdAt: timestamp(),
    updatedAt: timestamp(),
    lastMessageAt: timestamp().nullable(),
  })
  .openapi("Session");

export const precheckOutput = component(
  precheckOutputSchema,
  "PrecheckOutput",
  "The five CRA criteria scored with the user's own sentences as evidence (also the screener's answer)",
);
const t661Output = component(t661OutputSchema, "T661Output", "T661 lines 242, 244 and 246 within their word limits");
const logbookOutput = component(logbookOutputSchema, "LogbookOutput", "Dated R&D logbook entries");

export const taskResultDocSchema = z
  .strictObject({
    status: z.enum(["succeeded", "failed"]),
    type: z.enum(TASK_TYPES),
    engine: z.string().describe('"builtin", or the configured model\'s name'),
    markdown: z.string().describe("the answer as Markdown (on failure, the reason)"),
    output: z.union([precheckOutput, t661Output, logbookOutput, z.null()]).describe("by type; null when failed"),
    durationMs: z.number(),
  })
  .openapi("TaskResult");

export const taskEnvelopeDocSchema = component(taskEnvelopeSchema, "TaskEnvelope", "One task for the worker: the prompt with its context");

export const messageSchema = z
  .strictObject({
    id: id(),
    role: z.enum(["USER", "ASSISTANT"]),
    content: z.string().describe("Markdown"),
    runId: id().nullable(),
    run: z
      .strictObject({
        status: z.enum(RUN_STATUSES),
        errorCode: z.string().nullable().describe("why a FAILED run failed (an error code such as WORKER_FAILED)"),
        selectedFileIds: z.array(id()).describe("the files the run attached"),
      })
      .nullable()
      .describe("what became of the message's run; null for a message without one"),
    createdAt: timestamp(),
    payload: taskResultDocSchema.nullable().optional().describe("assistant messages only: the worker's result"),
  })
  .openapi("Message");

export const runResponseSchema = z
  .strictObject({
    runId: id(),
    status: z.enum(["SUCCEEDED", "FAILED"]),
    python: taskResultDocSchema.nullable().describe("the worker's result; null when the run failed"),
    messages: z.strictObject({ userMessageId: id(), assistantMessageId: id().nullable() }),
    selectedFileIds: z.array(id()),
  })
  .openapi("RunResponse");

export const fileSchema = z
  .strictObject({
    id: id(),
    projectId: id(),
    originalFilename: z.string(),
    contentType: z.string(),
    fileSize: z.number().int().describe("bytes"),
    uploadedAt: timestamp().nullable(),
    uploadStatus: z.enum(UPLOAD_STATUSES),
    indexStatus: z.enum(INDEX_STATUSES).describe("only READY files can be attached to runs"),
    indexError: z.string().nullable().describe("why indexing failed, readable"),
  })
  .openapi("FileRecord");

export const presignResultSchema = z
  .strictObject({
    fileId: id(),
    uploadUrl: z.url().describe("PUT the bytes here with the announced Content-Type and Content-Length"),
    objectKey: z.string().describe("the staging key the upload URL writes"),
    expiresAt: z.number().int().describe("epoch milliseconds"),
  })
  .openapi("PresignResult");

export const wordPreviewSchema = z
  .strictObject({
    previewUrl: z.url().describe("Office viewer URL wrapping fileUrl"),
    fileUrl: z.url().describe("presigned GET of the temporary copy"),
    expiresAt: z.number().int().describe("epoch milliseconds"),
  })
  .openapi("WordPreview");

const usage = z.strictObject({ used: z.number().int(), limit: z.number().int().nullable().describe("null: unlimited") });

export const billingProfileSchema = z
  .strictObject({
    membershipTier: z.enum(MEMBERSHIP_TIERS),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable().describe("null before a first Stripe subscription"),
    currentPeriodEnd: timestamp().nullable().describe("the subscription's current period end"),
    cancelAtPeriodEnd: z.boolean(),
    usage: z.strictObject({
      aiRuns: usage.describe("runs this calendar month (UTC)"),
      storageBytes: usage.describe("confirmed files plus uploads still reserved"),
      projects: usage,
    }),
  })
  .openapi("BillingProfile");

export const healthSchema = z
  .strictObject({
    status: z.enum(["UP", "DOWN"]),
    checks: z.record(z.string(), z.string()).describe("each check's state, or the engine's name"),
  })
  .openapi("Health");

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS, ...(keyof typeof ERROR_STATUS)[]];

export const errorDetailSchema = z
  .strictObject({
    path: z.string().describe('dot-joined field path ("files.0.fileSize"); a parameter\'s name; "" for the whole body'),
    message: z.string(),
  })
  .openapi("ErrorDetail");

export const errorCodeSchema = z.enum(ERROR_CODES).openapi("ErrorCode");

/** The failure body of every route (each response narrows `error.code` to the codes it can carry). */
export const failureSchema = z
  .strictObject({
    success: z.literal(false),
    data: z.unknown().describe("null, except the failed run of a 502 WORKER_FAILED from POST /runs and the current claim record of a 409 CONFLICT from the claim's PUT and restore"),
    message: z.string().describe("readable; for validation, the first detail as `path: message`"),
    error: z.strictObject({ code: errorCodeSchema, details: z.array(errorDetailSchema).optional() }),
    timestamp: timestamp(),
  })
  .openapi("Failure");

export const plainUnauthorizedSchema = z.strictObject({ message: z.literal("Unauthorized") }).openapi("PlainUnauthorized");

/** The envelope around a successful answer's data. */
export const envelope = (data: z.ZodType) =>
  z.strictObject({ success: z.literal(true), data, message: z.null(), timestamp: timestamp() });

export const fileLimitsSchema = z
  .strictObject({
    maxFileBytes: z.number().int().describe("the largest accepted file, in bytes (MAX_FILE_BYTES)"),
    maxFilesPerRequest: z.number().int().describe("the files one presign request may name"),
    acceptedTypes: z.array(z.string()).describe("the accepted content types"),
  })
  .openapi("FileLimits");
