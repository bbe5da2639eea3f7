import { describe, expect, it } from "vitest";
import { safeNextPath } from "@/lib/client/safe-redirect";

describe("safeNextPath", () => {
  it("keeps same-site paths with their query and fragment", () => {
    expect(safeNextPath("/projects")).toBe("/projects");
    expect(safeNextPath("/projects/abc?tab=files#upload")).toBe("/projects/abc?tab=files#upload");
    expect(safeNextPath("projects")).toBe("/projects");
  });

  it.each([
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/%09/evil.example".replace("%09", "\t"),
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/./\\evil.example",
    "/.//evil.example",
    "https://evil.example/account",
    "http:evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    " //evil.example",
  ])("refuses %j, which leaves the site", (target) => {
    expect(safeNextPath(target)).toBe("/projects");
  });

  it("falls back to the projects when there is no target", () => {
    expect(safeNextPath(null)).toBe("/projects");
    expect(safeNextPath("", "/account")).toBe("/account");
  });
});
