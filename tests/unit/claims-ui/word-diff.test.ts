import { describe, expect, it } from "vitest";
import { dispositionFilename } from "@/lib/client/authed-download";
import { wordDiff } from "@/lib/client/word-diff";

describe("wordDiff", () => {
  it("marks the words removed and added, keeping the rest", () => {
    const diff = wordDiff("We tried three codecs on the sensor.", "We tried four adaptive codecs on the sensor.");
    expect(diff.parts.map((p) => [p.kind, p.text.trim()])).toEqual([
      ["same", "We tried"],
      ["removed", "three"],
      ["added", "four adaptive"],
      ["same", "codecs on the sensor."],
    ]);
    expect(diff).toMatchObject({ added: 2, removed: 1 });
  });

  it("rebuilds both texts from its parts", () => {
    const before = "Line one.\n\nThe second paragraph, with real-time and 12 ms.";
    const after = "Line one, changed.\n\nThe second paragraph with 14 ms.";
    const { parts } = wordDiff(before, after);
    expect(parts.filter((p) => p.kind !== "added").map((p) => p.text).join("")).toBe(before);
    expect(parts.filter((p) => p.kind !== "removed").map((p) => p.text).join("")).toBe(after);
  });

  it("answers the same text as one unchanged part, and an empty side as all added or removed", () => {
    expect(wordDiff("same text", "same text")).toEqual({ parts: [{ kind: "same", text: "same text" }], added: 0, removed: 0 });
    expect(wordDiff("", "new words here")).toEqual({ parts: [{ kind: "added", text: "new words here" }], added: 3, removed: 0 });
    expect(wordDiff("old words", "")).toMatchObject({ added: 0, removed: 2 });
  });

  it("counts words as the CRA does: a hyphenated word once, a lone dash not at all", () => {
    expect(wordDiff("a", "a real-time – result").added).toBe(2);
  });
});

describe("dispositionFilename", () => {
  it("prefers the RFC 8187 name, then the plain one, then the fallback", () => {
    expect(dispositionFilename(`attachment; filename="Caf_ T661 v3.pdf"; filename*=UTF-8''Caf%C3%A9%20T661%20v3.pdf`, "x.pdf")).toBe("Café T661 v3.pdf");
    expect(dispositionFilename(`attachment; filename="claim v2.docx"`, "x.docx")).toBe("claim v2.docx");
    expect(dispositionFilename(`attachment; filename*=UTF-8''%E0%A4%A`, "x.pdf")).toBe("x.pdf");
    expect(dispositionFilename(null, "claim.pdf")).toBe("claim.pdf");
  });
});
