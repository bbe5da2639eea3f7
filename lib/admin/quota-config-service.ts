import "server-only";
import { getDb } from "@/db/client";
import { MEMBERSHIP_TIERS, type MembershipTier, type UserRow } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { limitAdminWrite, recordAdminWrite } from "./audit";
import {
  findGlobalQuota,
  listTierQuotas,
  lockGlobalQuota,
  lockTierQuota,
  updateGlobalQuota,
  updateTierQuota,
  type GlobalQuotaRow,
  type TierQuotaRow,
} from "./quota-config-repo";
import type { GlobalQuotaInput, TierQuotaInput } from "./schemas";

// Quota decisions read these rows on every request, so an edit takes effect on the next one.

export interface TierQuotaDto {
  tier: MembershipTier;
  aiRunsPerMonth: number | null;
  storageBytes: number | null;
  maxProjects: number | null;
}

export interface GlobalQuotaDto {
  aiRunsPerDay: number | null;
  storageBytesTotal: number | null;
}

const toTierDto = (r: TierQuotaRow): TierQuotaDto => ({
  tier: r.tier,
  aiRunsPerMonth: r.aiRunsPerMonth,
  storageBytes: r.storageBytes,
  maxProjects: r.maxProjects,
});

const toGlobalDto = (r: GlobalQuotaRow): GlobalQuotaDto => ({ aiRunsPerDay: r.aiRunsPerDay, storageBytesTotal: r.storageBytesTotal });

// The seed migration writes every row; a missing one is a broken database, not a client error.
const missingSeed = () => new AppError("INTERNAL", "The quota configuration is missing: run the migrations");

const definedOnly = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

export async function quotaConfig(): Promise<{ tiers: TierQuotaDto[]; global: GlobalQuotaDto }> {
  const db = await getDb();
  const [rows, global] = await Promise.all([listTierQuotas(db), findGlobalQuota(db)]);
  if (!global) throw missingSeed();
  const order = (t: MembershipTier) => MEMBERSHIP_TIERS.indexOf(t);
  return { tiers: rows.sort((a, b) => order(a.tier) - order(b.tier)).map(toTierDto), global: toGlobalDto(global) };
}

export async function setTierQuota(admin: UserRow, tier: MembershipTier, input: TierQuotaInput): Promise<TierQuotaDto> {
  const db = await getDb();
  await limitAdminWrite(db, admin);
  return db.transaction(async (tx) => {
    const before = await lockTierQuota(tx, tier);
    if (!before) throw missingSeed();
    const values = definedOnly(input);
    if (Object.keys(values).length === 0) return toTierDto(before);
    const after = toTierDto(await updateTierQuota(tx, tier, values));
    await recordAdminWrite(tx, admin, { action: "QUOTA_TIER_UPDATE", targetType: "TIER_QUOTA", targetId: tier, before: toTierDto(before), after });
    return after;
  });
}

export async function setGlobalQuota(admin: UserRow, input: GlobalQuotaInput): Promise<GlobalQuotaDto> {
  const db = await getDb();
  await limitAdminWrite(db, admin);
  return db.transaction(async (tx) => {
    const before = await lockGlobalQuota(tx);
    if (!before) throw missingSeed();
    const values = definedOnly(input);
    if (Object.keys(values).length === 0) return toGlobalDto(before);
    const after = toGlobalDto(await updateGlobalQuota(tx, values));
    await recordAdminWrite(tx, admin, { action: "QUOTA_GLOBAL_UPDATE", targetType: "GLOBAL_QUOTA", targetId: null, before: toGlobalDto(before), after });
    return after;
  });
}
