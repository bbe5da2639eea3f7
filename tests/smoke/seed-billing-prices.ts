import { closeDb, getDb } from "@/db/client";
import { updateOffering, updatePlan } from "@/lib/billing/catalog-repo";

// Run in a child process before the billing smoke server starts (PGlite allows one process per
// data dir): applies the migrations, then gives the plans and the offering Stripe price ids.

const [starter, professional, review] = process.argv.slice(2);
const db = await getDb();
try {
  await updatePlan(db, "STARTER", { stripePriceId: starter });
  await updatePlan(db, "PROFESSIONAL", { stripePriceId: professional });
  await updateOffering(db, { stripePriceId: review });
} finally {
  await closeDb();
}
