import { createInvitations } from "@/lib/admin/invitations-service";
import { batchInvitationQuery } from "@/lib/admin/schemas";
import { json } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// POST /api/v1/admin/invitations/batch: create 1..100 invitation codes (raw array of codes)
export const POST = route({ auth: "admin", query: batchInvitationQuery }, async ({ user, query }) =>
  json(await createInvitations(user, query.count, query.createdBy), 201),
);
