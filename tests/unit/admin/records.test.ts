import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import type { UserRow } from "@/db/schema";
import { toInvitationDto, toUserAdminDto } from "@/lib/admin/dto";
import { toPage } from "@/lib/admin/page";
import { pageQuery } from "@/lib/admin/schemas";
import { invitationSchema, pageOf, userAdminSchema } from "@/lib/openapi/admin-records";

// The documented admin records parse what the DTO builders make (the schemas are strict).

const at = new Date("2026-01-31T12:00:00.000Z");

const user: UserRow = {
  id: crypto.randomUUID(),
  email: "ada@example.com",
  username: "ada",
  fullName: "Ada",
  passwordHash: "x",
  role: "ADMIN",
  status: "ACTIVE",
  emailVerified: true,
  membershipTier: "STARTER",
  googleSub: null,
  createdAt: at,
  updatedAt: at,
  lastLoginAt: null,
};

const invitation = { code: "ABCDEFGHIJKLMNOP", status: "ACTIVE" as const, createdBy: null, createdAt: at, expiresAt: new Date(at.getTime() + 1000), usedBy: null, usedAt: null };

describe("admin records", () => {
  it("UserAdminDto carries the UserDTO fields and the admin's", () => {
    const dto = toUserAdminDto(user, 3);
    expect(userAdminSchema.safeParse(dto).error?.issues ?? []).toEqual([]);
    expect(dto).toMatchObject({ projectCount: 3, lastLoginAt: null, updatedAt: at.toISOString() });
    expect(dto).not.toHaveProperty("passwordHash");
  });

  it("an ACTIVE code past its expiry reads as EXPIRED; other statuses stay", () => {
    expect(toInvitationDto(invitation, at).status).toBe("ACTIVE");
    expect(toInvitationDto(invitation, new Date(at.getTime() + 1000)).status).toBe("EXPIRED");
    expect(toInvitationDto({ ...invitation, status: "USED" }, new Date(at.getTime() + 5000)).status).toBe("USED");
    expect(invitationSchema.safeParse(toInvitationDto(invitation)).error?.issues ?? []).toEqual([]);
  });

  it("a page counts its pages from the total and the size", () => {
    const request = pageQuery.parse({ page: "2", size: "10" });
    const page = toPage([toInvitationDto(invitation)], request, 21);
    expect(page).toEqual({ content: [expect.any(Object)], number: 2, size: 10, totalElements: 21, totalPages: 3 });
    expect(toPage([], request, 0).totalPages).toBe(0);
    expect(pageOf(invitationSchema, "TestPage").safeParse(page).error?.issues ?? []).toEqual([]);
  });

  it("paging reads out-of-range values as Spring does and refuses non-integers", () => {
    expect(pageQuery.parse({})).toEqual({ page: 0, size: 20 });
    expect(pageQuery.parse({ page: "-1", size: "0" })).toEqual({ page: 0, size: 20 });
    expect(pageQuery.parse({ size: "201" }).size).toBe(200);
    expect(pageQuery.parse({ size: "200" }).size).toBe(200);
    expect(pageQuery.safeParse({ page: "1.5" }).success).toBe(false);
    expect(pageQuery.safeParse({ size: "ten" }).success).toBe(false);
  });
});
