import { contactAnswer, parseContact } from "@/lib/contact/respond";
import { limitContact, submitContact } from "@/lib/contact/service";
import { route } from "@/lib/http/route";

// POST /api/v1/contact/submit: the public contact form (plain {success, message})
export const POST = route({ auth: "none" }, async ({ req, ip }) =>
  contactAnswer(async () => {
    await limitContact(ip);
    return submitContact(await parseContact(req), ip);
  }),
);
