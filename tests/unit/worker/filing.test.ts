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

  it("reads a filing dated by its month, and one the user is making now", () => {
    expect(late("We filed the T661 for our 2021 taxation year in November 2024.")).toBeDefined();
    expect(late("Our 2021 year ended December 31, 2021. We filed Schedule 31 in November 2024.")).toBeDefined();
    expect(late("Our 2021 fiscal year ended December 31, 2021. We are filing the T661 for that year now, in November 2024.")).toBeDefined();
    expect(late("Our 2021 year ended December 31, 2021. We filed Schedule 31 in May 2023.")).toBeUndefined();
    expect(late("We will file the T661 for our 2024 fiscal year in March 2025.")).toBeUndefined();
    expect(late("We will file the T661 for our 2021 fiscal year in March 2025.")).toBeDefined();
  });

  it("reads a full date before its month, and leaves other claims and other periods alone", () => {
    expect(late("Our 2008 return was due July 10, 2009. On 20 July 2010 our accountants filed Form T661.")).toBeDefined();
    expect(late("Our 2021 fiscal year ended December 31, 2021. We filed an insurance claim for the flooded grow room in March 2025.")).toBeUndefined();
    expect(late("Our 2021 fiscal year ended December 31, 2021. We submitted a claim to the probe supplier in May 2025.")).toBeUndefined();
    expect(late("Our fiscal year ended December 31, 2021. The grow trial period ended on March 31, 2024. We filed the T661 in July 2024.")).toBeDefined();
  });

  it("accepts a form filed on the last day, and refuses one filed the day after", () => {
    expect(late("Our 2008 return was due June 30, 2009. Our accountants filed Form T661 on June 30, 2010.")).toBeUndefined();
    expect(late("Our 2008 return was due June 30, 2009. Our accountants filed Form T661 on July 1, 2010.")).toBeDefined();
  });

  it("counts from a month-end year end to month ends, as the CRA does", () => {
    expect(late("Our year ended June 30, 2019. We filed the T661 on December 31, 2020.")).toBeUndefined();
    expect(late("Our year ended February 28, 2019. We filed the T661 on August 31, 2020.")).toBeUndefined();
    expect(late("Our year ended June 30, 2019. We filed the T661 on January 1, 2021.")).toBeDefined();
  });

  it("reads the year a filing names for itself, and a fiscal year to its latest end", () => {
    expect(late("The project started in our 2016 fiscal year. We filed our SR&ED claim for 2019 on June 1, 2020.")).toBeUndefined();
    expect(late("Our fiscal 2019 year runs April 1, 2019 to March 31, 2020. We filed the T661 on August 1, 2021.")).toBeUndefined();
    expect(late("We filed the T661 for our year ended December 31, 2017 on March 3, 2021.")).toBeDefined();
  });

  it("ignores dates and filings that are not the claim's", () => {
    expect(late("Due to a supplier delay, the second trial ran on March 3, 2019. We filed the T661 with our return on June 28, 2020.")).toBeUndefined();
    expect(late("Our 2015 fiscal year was the first of the project. We filed a patent application with 12 claims on March 3, 2019.")).toBeUndefined();
    expect(late("In our 2014 tax year we claimed the credit. The CRA sent in its review letter on April 4, 2018, and we submitted the records for our claim.")).toBeUndefined();
  });

  it("reads the deadline from the taxation year when no due date is given", () => {
    expect(late("In our 1986 taxation year we spent $1.9 million. On April 26, 1999 we filed Form T661 for 1986.")).toBeDefined();
  });

  it("gives a filing dated by its year only the benefit of the doubt", () => {
    expect(late("This was our 2019 taxation year. We filed the claim in 2021.")).toBeUndefined();
  });

  it("reads a missed deadline in words, and not a filing on time, a denial or another deadline", () => {
    expect(late("Our accountant missed the filing deadline for the T661.")).toBeDefined();
    expect(late("We filed the T661 on time.")).toBeUndefined();
    expect(late("We have never missed the filing deadline for our T661.")).toBeUndefined();
    expect(late("We missed the deadline for the trade show because the seal kept failing.")).toBeUndefined();
  });
});
