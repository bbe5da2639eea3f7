import { describe, expect, it } from "vitest";
import { orQuery } from "@/lib/files/retrieval-service";
import { keySafeName } from "@/lib/files/types";

describe("keySafeName", () => {
  it.each([
    ["report.pdf", "report.pdf"],
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\ann\\Lab Notes (v2).docx", "Lab_Notes__v2_.docx"],
    ["..hidden", "hidden"],
    ["", "file"],
    ["résumé final.txt", "r_sum__final.txt"],
  ])("%j → %j", (input, expected) => {
    expect(keySafeName(input)).toBe(expected);
  });

  it("keeps the end of very long names (the extension)", () => {
    const name = keySafeName(`${"a".repeat(300)}.pdf`);
    expect(name.length).toBe(120);
    expect(name.endsWith(".pdf")).toBe(true);
  });
});

describe("orQuery", () => {
  it("turns a prompt into an OR of its distinct words, dropping syntax and short words", () => {
    expect(orQuery('Latency of the "adaptive" codec -- latency OR (ratio)?')).toBe("latency or the or adaptive or codec or ratio");
    expect(orQuery("a b c")).toBe("");
  });
});
