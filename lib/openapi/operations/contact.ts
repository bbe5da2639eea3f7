import { config } from "@/lib/config";
import { contactBody } from "@/lib/contact/schemas";
import { contactAnswerSchema } from "../admin-records";
import type { Operation } from "../operation";

// The public contact form: a plain {success, message} whatever the outcome, never the envelope.

const plain = (description: string) => ({ description, schema: contactAnswerSchema });

export const contactOperations: Operation[] = [
  {
    method: "post",
    path: "/api/v1/contact/submit",
    tag: "Contact",
    summary: "Send a message to the operators",
    description: "Stored, and emailed to CONTACT_TO when it is set. name 1..200, email, company (optional, ≤ 200), message 10..5000 characters.",
    auth: "none",
    wrapped: true,
    body: contactBody,
    success: { status: 200, description: "Received: {success: true, message}", as: "json", schema: contactAnswerSchema },
    rateLimits: [{ setting: "RATE_LIMIT_CONTACT_PER_IP", per: "per client address", rule: config.rateLimits.contactPerIp }],
    otherResponses: {
      400: plain("Refused: a field is missing or invalid, or the body is not JSON ({success: false, message})"),
      413: plain("The body is over the JSON body limit ({success: false, message})"),
      429: plain("Over the limit (Retry-After says when to try again; {success: false, message})"),
      500: plain("An unexpected failure on the server's side ({success: false, message})"),
    },
  },
];
