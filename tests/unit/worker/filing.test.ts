import { describe, expect, it } from "vitest";
import { precheck } from "./helpers";

const WORK =
  "We developed a rotational moulding oven and ran 14 test cycles, logging the wall temperatures every minute in a dated spreadsheet. ";

const late = (text: string) => precheck(WORK + text).output.redFlags.find((f) => f.id === "late_claim");

describe("PRECHECK reporting deadline (ITA s. 37(11), s. 127(9))", () => {
  it("flags a form filed more than 12 months after the stated due date, quoting the filing", () => {
    const flag = late("Our 2008 return was due June 30, 2009; we filed it on September 30, 2009. They filed Schedule 31 on August 16, 2010.");
    expect(flag?.quote).toContain("Schedule 31");
    expect(flag?.authority).toContain("37(11)");
    expect(precheck(WORK + "Our 2008 return was due June 30, 2009. They filed Schedule 31 on August 16, 2010.").output.verdict).toBe("UNLIKELY_ELIGIBLE");
  });

  it("accepts a form filed on the last day", () => {
    expect(late("Our 2008 return was due June 30, 2009. Our accountants filed Form T661 on June 30, 2010.")).toBeUndefined();
  });

  it("reads the deadline from the taxation year when no due date is given", () => {
    expect(late("In our 1986 taxation year we spent $1.9 million. On April 26, 1999 we filed Form T661 for 1986.")).toBeDefined();
  });

  it("gives a filing dated by its year only the benefit of the doubt", () => {
    expect(late("This was our 2019 taxation year. We filed the claim in 2021.")).toBeUndefined();
  });

  it("reads a missed deadline in words, and not a filing on time", () => {
    expect(late("Our accountant missed the filing deadline for the T661.")).toBeDefined();
    expect(late("We filed the T661 on time.")).toBeUndefined();
  });
});
