import { createInvitations, listInvitationCodes } from "@/lib/admin/invitations-service";
import { createInvitationQuery, invitationListQuery } from "@/lib/admin/schemas";
import { json, text } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// POST /api/v1/admin/invitations: create one invitation code (raw text/plain code)
export const POST = route({ auth: "admin", query: createInvitationQuery }, async ({ user, query }) => {
  const [code] = await createInvitations(user, 1, query.createdBy);
  return text(code!, 201);
});

// GET /api/v1/admin/invitations: invitation codes, newest first (raw Page of InvitationCode)
export const GET = route({ auth: "admin", query: invitationListQuery }, async ({ query }) =>
  json(await listInvitationCodes(query)),
);
