import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;

describe("LOGBOOK on a scanned page whose named-month dates were misread", () => {
  const scan = [
    "pg 17",
    "  Date: 2l Jan 2025          Proj: primer",
    "  Method: made 3 batches B-101, B-102, B-103.",
    "",
    "pg 19",
    "  Date: 07 Feb 2O25",
    "  Method: ASTM B117 salt spray 336 h, 3 panels each.",
  ].join("\n");

  it("reads 'l' as one and 'O' as zero in the day and the year", () => {
    expect(rows(scan).map((r) => r.date)).toEqual(["2025-01-21", "2025-02-07"]);
  });

  it("leaves no piece of the misread year in the work", () => {
    expect(rows(scan)[1]!.work).toMatch(/^ASTM B117 salt spray/);
  });
});

describe("LOGBOOK on a chat whose speakers give their role ('Raj (site):')", () => {
  const chat = [
    "[2025-05-08, 6:02:44 PM] Raj (site): Poured slab S2 with 20% slag. Cores at 72h: 17.2 MPa.",
    "[2025-05-08, 6:05:10 PM] Emma (eng): ok. Next: try a curing blanket on S3.",
  ].join("\n");

  it("keeps the speaker and the role out of the row", () => {
    const [row] = rows(chat);
    expect(JSON.stringify(row)).not.toMatch(/Raj|Emma|\(site\)|\(eng\)/);
    expect(row!.work).toMatch(/^Poured slab S2/);
  });

  it("keeps a label with an aside ('Result (day 2):') as the note's own", () => {
    const [row] = rows("2025-05-09\nPoured slab S3.\nResult (day 2): 18.1 MPa.");
    expect(row!.result).toMatch(/18\.1 MPa/);
  });
});
