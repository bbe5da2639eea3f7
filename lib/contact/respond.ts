import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { readBodyText } from "@/lib/http/body";
import { json } from "@/lib/http/responses";
import { errorFields, log } from "@/lib/log";
import { contactBody, type ContactInput } from "./schemas";

// The contact form answers a plain {success, message}, failures included (400 for a refused
// message, 429 for the rate limit), not the failure envelope of the other routes.

const invalid = (message: string) => new AppError("VALIDATION_FAILED", message);

export async function parseContact(req: Request): Promise<ContactInput> {
  const raw = await readBodyText(req, config.http.maxJsonBodyBytes);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw invalid("The request body must be JSON");
  }
  const parsed = contactBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : "The request body must be a JSON object");
  }
  return parsed.data;
}

/** Runs the submission and turns its outcome, or its failure, into the contact form's answer. */
export async function contactAnswer(submit: () => Promise<string>): Promise<Response> {
  try {
    return json({ success: true, message: await submit() });
  } catch (err) {
    if (err instanceof AppError && err.status < 500) {
      const status = err.status === 429 || err.status === 413 ? err.status : 400;
      return json({ success: false, message: err.message }, status, err.headers);
    }
    log.error("contact form failed", errorFields(err, true));
    return json({ success: false, message: "Your message could not be sent. Please try again later." }, 500);
  }
}
