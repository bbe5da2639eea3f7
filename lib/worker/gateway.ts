import { safeEqual } from "@/lib/crypto/digest";
import { AppError } from "@/lib/errors";
import { readBodyText } from "@/lib/http/body";
import { errorResponse, failureBody, json } from "@/lib/http/responses";
import { errorFields, log } from "@/lib/log";
import { getSecrets } from "@/lib/secrets";
import { engineName, runTask } from "./engine";
import { taskEnvelopeSchema } from "./schemas";

// The worker's HTTP surface: raw JSON, its own token, no user auth or database (it shares only
// the pure response helpers with the backend).

const failure = (status: number, code: string, message: string, details?: { path: string; message: string }[]) =>
  json(failureBody(message, code, details), status);

// An envelope holds at most 50 history messages and the excerpts of 20 files: far below this.
const ENVELOPE_LIMIT_BYTES = 8 * 1024 * 1024;

export async function handleProcess(req: Request): Promise<Response> {
  try {
    const token = req.headers.get("x-internal-token") ?? "";
    if (!safeEqual(token, getSecrets().internalToken)) {
      return failure(401, "UNAUTHENTICATED", "A valid X-Internal-Token is required");
    }
    const raw = await readBodyText(req, ENVELOPE_LIMIT_BYTES);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return failure(400, "VALIDATION_FAILED", "Malformed JSON body", [{ path: "", message: "Malformed JSON body" }]);
    }
    const envelope = taskEnvelopeSchema.safeParse(body);
    if (!envelope.success) {
      const details = envelope.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      return failure(400, "VALIDATION_FAILED", `${details[0]!.path}: ${details[0]!.message}`, details);
    }
    return Response.json(await runTask(envelope.data));
  } catch (err) {
    if (err instanceof AppError) return errorResponse(err);
    log.error("worker task failed", errorFields(err, true));
    return failure(500, "INTERNAL", "The worker failed");
  }
}

function health(status: "UP" | "DOWN", checks: Record<string, unknown>, downStatus = 200): Response {
  return Response.json({ status, checks }, { status: status === "UP" ? 200 : downStatus });
}

export const handleHealth = () => health("UP", { engine: engineName() });

export const handleLiveness = () => health("UP", { process: "UP" });

/** Ready when the worker can authenticate callers and run its engine. */
export function handleReadiness(): Response {
  let token: "UP" | "DOWN" = "UP";
  try {
    getSecrets();
  } catch {
    token = "DOWN";
  }
  return health(token, { engine: engineName(), internalToken: token }, 503);
}
