import { describe, expect, it } from "vitest";
import { formatBytes, formatMoney, ORDER_MOVES } from "@/components/admin/format";
import { limitText, megabytesText, parseLimit, parseMegabytes, readLimits } from "@/components/admin/limit-fields";
import { centsToDollars, dollarsToCents, featureLines, optionalText, readPricedFields } from "@/components/admin/price-fields";
import { checkContact, fieldOfMessage } from "@/components/contact/contact-checks";

describe("admin editors", () => {
  it("reads prices in dollars and sends cents", () => {
    expect(dollarsToCents("49")).toBe(4900);
    expect(dollarsToCents(" 19.99 ")).toBe(1999);
    expect(dollarsToCents("0")).toBe(0);
    expect(dollarsToCents("")).toBeNull();
    expect(dollarsToCents("-1")).toBeNull();
    expect(dollarsToCents("ten")).toBeNull();
    expect(centsToDollars(149900)).toBe("1499.00");
  });

  it("clears a blank Stripe price id and keeps one feature a line", () => {
    expect(optionalText("  ")).toBeNull();
    expect(optionalText(" price_1 ")).toBe("price_1");
    expect(featureLines("20 AI runs\n\n  3 projects \n")).toEqual(["20 AI runs", "3 projects"]);
  });

  it("reads the fields a plan and the review share, or nothing without a price", () => {
    const form = (price: string) => {
      const f = new FormData();
      for (const [k, v] of Object.entries({ name: " Pro ", description: " ", price, currency: "CAD", stripePriceId: " price_1 " })) f.set(k, v);
      return f;
    };
    expect(readPricedFields(form("49.5"))).toEqual({ name: "Pro", description: null, priceCents: 4950, currency: "cad", stripePriceId: "price_1" });
    expect(readPricedFields(form("-1"))).toBeNull();
  });

  it("names each limit that is not one and reads the others", () => {
    const form = new FormData();
    form.set("runs", "");
    form.set("storage", "2");
    form.set("projects", "1.5");
    expect(readLimits(form, { runs: "count", storage: "megabytes", projects: "count" })).toEqual({
      values: { runs: null, storage: 2 * 1024 ** 2 },
      errors: { projects: "Enter a whole number of 0 or more, or leave it blank." },
    });
  });

  it("takes a blank limit as unlimited and storage in binary megabytes", () => {
    expect(parseLimit("")).toEqual({ ok: true, value: null });
    expect(parseLimit("200")).toEqual({ ok: true, value: 200 });
    expect(parseLimit("2.5")).toEqual({ ok: false });
    expect(parseLimit("-3")).toEqual({ ok: false });
    expect(parseMegabytes("100")).toEqual({ ok: true, value: 104_857_600 });
    expect(megabytesText(2 * 1024 ** 3)).toBe("2048");
    expect(limitText(null)).toBe("");
    expect(formatBytes(20 * 1024 ** 3)).toBe("20 GB");
    expect(formatBytes(null)).toBe("Unlimited");
  });

  it("offers only the status moves the server allows", () => {
    expect(ORDER_MOVES.PAID.map((m) => m.to)).toEqual(["IN_REVIEW", "CANCELED"]);
    expect(ORDER_MOVES.IN_REVIEW.map((m) => m.to)).toEqual(["COMPLETED"]);
    expect(ORDER_MOVES.PENDING_PAYMENT.map((m) => m.to)).toEqual(["CANCELED"]);
    expect(ORDER_MOVES.COMPLETED).toEqual([]);
    expect(ORDER_MOVES.CANCELED).toEqual([]);
    expect(formatMoney(149900, "cad")).toContain("1,499.00");
  });
});

describe("contact form checks", () => {
  const ok = { name: "Grace Hopper", email: "grace@example.com", message: "A question about the expert review." };

  it("passes a complete message", () => {
    expect(checkContact(ok)).toEqual({});
  });

  it("names each field that breaks the server's rules", () => {
    const errors = checkContact({ name: "", email: "grace@", company: "x".repeat(201), message: "Short" });
    expect(Object.keys(errors).sort()).toEqual(["company", "email", "message", "name"]);
    expect(checkContact({ ...ok, message: "x".repeat(5001) }).message).toMatch(/under 5,000/);
    expect(checkContact({ ...ok, email: "a@b@example.com" }).email).toBeDefined();
    expect(checkContact({ ...ok, email: "grace@localhost" }).email).toBeDefined();
  });

  it("puts a refusal that names its field beside that field", () => {
    expect(fieldOfMessage("message: must be at least 10 characters")).toEqual({ field: "message", text: "Must be at least 10 characters" });
    expect(fieldOfMessage("Too many requests: wait")).toBeNull();
    expect(fieldOfMessage("The request body must be JSON")).toBeNull();
  });
});
