import { config } from "@/lib/config";
import { safeEqual } from "@/lib/crypto/digest";
import { AppError } from "@/lib/errors";
import { json } from "@/lib/http/responses";
import { toErrorResponse } from "@/lib/http/error-response";
import { runSweepers } from "./service";

/** The cron entry point for hosts without a long-lived process: `Authorization: Bearer CRON_SECRET`. */
export async function handleCron(req: Request): Promise<Response> {
  try {
    const secret = config.cronSecret;
    if (!secret) throw new AppError("NOT_CONFIGURED", "CRON_SECRET is not set");
    // The token starts at the first non-space character: with (.+) the space run could be split two
    // ways, which a string with a line break after a long run of spaces made quadratic.
    const given = /^Bearer\s+(\S.*)$/i.exec(req.headers.get("authorization") ?? "")?.[1] ?? "";
    if (!safeEqual(given, secret)) throw new AppError("UNAUTHENTICATED", "Invalid cron secret");
    return json({ swept: await runSweepers() });
  } catch (err) {
    return toErrorResponse(err);
  }
}
