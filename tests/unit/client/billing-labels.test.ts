import { describe, expect, it } from "vitest";
import { formatPrice, isLiveSubscription, ORDER_STATUS, subscriptionStatusLabel, tierRank } from "@/components/billing/billing-labels";

describe("billing labels", () => {
  it("prints whole prices without cents and others with two decimals, in the price's currency", () => {
    expect(formatPrice(4900, "cad")).toBe("$49");
    expect(formatPrice(149900, "cad")).toBe("$1,499");
    expect(formatPrice(2950, "CAD")).toBe("$29.50");
    expect(formatPrice(0, "cad")).toBe("$0");
    expect(formatPrice(1000, "eur")).toBe("€10");
  });

  it("sends a live subscription to the portal and anything ended or absent to Checkout", () => {
    for (const live of ["ACTIVE", "TRIALING", "PAST_DUE", "UNPAID"]) expect(isLiveSubscription(live)).toBe(true);
    for (const ended of [null, "CANCELED", "INCOMPLETE_EXPIRED", "INCOMPLETE", "UNKNOWN"]) expect(isLiveSubscription(ended)).toBe(false);
  });

  it("orders the tiers from Free up, and names every status", () => {
    expect(tierRank("FREE")).toBeLessThan(tierRank("STARTER"));
    expect(tierRank("PROFESSIONAL")).toBeLessThan(tierRank("ENTERPRISE"));
    expect(subscriptionStatusLabel("PAST_DUE")).toBe("Payment past due");
    expect(subscriptionStatusLabel("SOMETHING_NEW")).toBe("SOMETHING_NEW");
    expect(Object.keys(ORDER_STATUS)).toEqual(["PENDING_PAYMENT", "PAID", "IN_REVIEW", "COMPLETED", "CANCELED"]);
  });
});
