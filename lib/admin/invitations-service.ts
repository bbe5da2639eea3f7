import "server-only";
import { getDb } from "@/db/client";
import type { InvitationStatus, UserRow } from "@/db/schema";
import { randomToken } from "@/lib/crypto/digest";
import { AppError, notFound } from "@/lib/errors";
import { limitAdminWrite, recordAdminWrite } from "./audit";
import { toInvitationDto, type InvitationCodeDto } from "./dto";
import { findInvitation, insertInvitations, listInvitations, revokeInvitation } from "./invitations-repo";
import { offsetOf, toPage, type Page } from "./page";
import type { PageRequest } from "./schemas";

const VALID_DAYS = 30;

// 12 random bytes: 16 base64url characters, 96 bits.
const newCode = () => randomToken(12);

/** Creates `count` codes valid 30 days, recorded as made by `createdBy` (the caller's email by default). */
export async function createInvitations(admin: UserRow, count: number, createdBy: string | undefined): Promise<string[]> {
  const db = await getDb();
  await limitAdminWrite(db, admin);
  const expiresAt = new Date(Date.now() + VALID_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const rows = await insertInvitations(
      tx,
      Array.from({ length: count }, () => ({ code: newCode(), createdBy: createdBy ?? admin.email, expiresAt })),
    );
    const created = rows.map((r) => toInvitationDto(r));
    await recordAdminWrite(tx, admin, {
      action: count === 1 ? "INVITATION_CREATE" : "INVITATION_BATCH_CREATE",
      targetType: "INVITATION",
      targetId: count === 1 ? created[0]!.code : null,
      before: null,
      after: count === 1 ? created[0] : created,
    });
    return created.map((c) => c.code);
  });
}

export async function listInvitationCodes(
  request: PageRequest & { status?: InvitationStatus },
): Promise<Page<InvitationCodeDto>> {
  const { rows, total } = await listInvitations(await getDb(), {
    status: request.status,
    limit: request.size,
    offset: offsetOf(request),
  });
  const now = new Date();
  return toPage(
    rows.map((r) => toInvitationDto(r, now)),
    request,
    total,
  );
}

export async function getInvitationCode(code: string): Promise<InvitationCodeDto> {
  const row = await findInvitation(await getDb(), code);
  if (!row) throw notFound("Invitation code");
  return toInvitationDto(row);
}

/** Revokes an unused code; revoking a revoked one again changes nothing, a used one is 409. */
export async function revokeInvitationCode(admin: UserRow, code: string): Promise<void> {
  const db = await getDb();
  await limitAdminWrite(db, admin);
  await db.transaction(async (tx) => {
    const before = await findInvitation(tx, code);
    if (!before) throw notFound("Invitation code");
    if (before.status === "REVOKED") return;
    if (before.status === "USED") throw new AppError("CONFLICT", "This invitation code was already used");
    const after = await revokeInvitation(tx, code);
    if (!after) throw new AppError("CONFLICT", "This invitation code was just used");
    await recordAdminWrite(tx, admin, {
      action: "INVITATION_REVOKE",
      targetType: "INVITATION",
      targetId: code,
      before: toInvitationDto(before),
      after: toInvitationDto(after),
    });
  });
}
