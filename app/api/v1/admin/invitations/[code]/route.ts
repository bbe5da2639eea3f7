import { getInvitationCode, revokeInvitationCode } from "@/lib/admin/invitations-service";
import { invitationParams } from "@/lib/admin/schemas";
import { json, noContent } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// GET /api/v1/admin/invitations/{code}: one invitation code (raw InvitationCode)
export const GET = route({ auth: "admin", params: invitationParams }, async ({ params }) =>
  json(await getInvitationCode(params.code)),
);

// DELETE /api/v1/admin/invitations/{code}: revoke an unused code
export const DELETE = route({ auth: "admin", params: invitationParams }, async ({ user, params }) => {
  await revokeInvitationCode(user, params.code);
  return noContent();
});
