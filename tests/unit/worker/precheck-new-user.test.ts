import { describe, expect, it } from "vitest";
import { criterion, precheck } from "./helpers";
import { NEW_USER_BILINGUAL, NEW_USER_LIKELY, NEW_USER_REFUSED } from "./new-user-fixtures";

describe("PRECHECK on a new user's own descriptions", () => {
  it.each(Object.entries(NEW_USER_LIKELY))("calls plain, complete eligible work likely eligible (%s)", (_id, text) => {
    const { output } = precheck(text);
    expect(output.verdict).toBe("LIKELY_ELIGIBLE");
    expect(output.redFlags).toEqual([]);
  });

  it.each(Object.entries(NEW_USER_REFUSED))("refuses routine or late work, naming why (%s)", (_id, { flag, question, text }) => {
    const { output } = precheck(text);
    expect(output.verdict).toBe("UNLIKELY_ELIGIBLE");
    if (flag) expect(output.redFlags.map((f) => f.id)).toContain(flag);
    if (question) expect(output.followUpQuestions.join("\n")).toContain(question);
  });

  it("reads French beside English: the suppliers' unknown, the idea and the dated production sheets", () => {
    const { output } = precheck(NEW_USER_BILINGUAL);
    expect(["LIKELY_ELIGIBLE", "POSSIBLY_ELIGIBLE"]).toContain(output.verdict);
    for (const id of ["uncertainty", "hypothesis", "advancement", "documentation"] as const) expect(criterion(output, id).status).not.toBe("MISSING");
  });
});
