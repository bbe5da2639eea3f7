import { AppError } from "@/lib/errors";
import { errorFields, log } from "@/lib/log";
import { errorResponse, json } from "./responses";

/**
 * Any thrown value as the failure response of docs/errors.md: an AppError with its code and status, and
 * anything else as a logged 500 INTERNAL that says nothing of the cause. Self-service routes
 * (`plainUnauthorized`) answer UNAUTHENTICATED with a plain `{message: "Unauthorized"}`. Needs no
 * database, so handlers outside route() (the local store's URLs, the cron route) use it too.
 */
export function toErrorResponse(err: unknown, plainUnauthorized = false): Response {
  if (err instanceof AppError) {
    if (plainUnauthorized && err.code === "UNAUTHENTICATED") return json({ message: "Unauthorized" }, 401);
    // Known failures were logged with their details where they happened; this line ties them to the answer.
    if (err.status >= 500 && err.code !== "NOT_CONFIGURED") log.warn("request failed", { code: err.code, message: err.message });
    return errorResponse(err);
  }
  log.error("unhandled error", errorFields(err, true));
  return errorResponse(new AppError("INTERNAL", "Something went wrong on our side. Please try again."));
}
