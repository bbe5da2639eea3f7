import { z } from "zod";
import { projectParams } from "@/lib/projects/schemas";

// Inputs of the GitHub routes. The records keep the spec's snake_case (CONTRACT.md §2).

export { projectParams };

// GitHub's own rules: an owner is 1..39 letters, digits and inner hyphens; a repository name is
// 1..100 of letters, digits, '.', '-' and '_' (and not "." or "..").
const OWNER = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}$/;
const NAME = /^[A-Za-z0-9._-]{1,100}$/;

export const isRepoFullName = (v: string): boolean => {
  const parts = v.split("/");
  if (parts.length !== 2) return false;
  const [owner, name] = parts as [string, string];
  return OWNER.test(owner) && NAME.test(name) && name !== "." && name !== "..";
};

const repoFullName = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .refine(isRepoFullName, "must be <owner>/<name>");

// Git's ref rules, loosely: no control characters, spaces, '..', '~^:?*[\\' or a leading '-'.
const badRefChar = (c: string) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f || "~^:?*[\\".includes(c);
const branch = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(255, "must be at most 255 characters")
  .refine((v) => ![...v].some(badRefChar) && !v.includes("..") && !v.startsWith("-"), "is not a valid branch name");

export const oauthExchangeBody = z.object({
  code: z.string({ error: "is required" }).min(1, "is required").max(512, "is too long"),
  state: z.string({ error: "is required" }).min(1, "is required").max(512, "is too long"),
});

export const bindBody = z.object({
  repo_full_name: repoFullName,
  default_branch: branch,
  manual_token: z.string().trim().min(1, "must not be empty").max(512, "is too long").optional(),
});

export const reposQuery = z.object({
  query: z.string().trim().max(200, "must be at most 200 characters").optional(),
  page: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === "" ? "1" : v))
    .pipe(z.coerce.number<string>().int("must be an integer").min(1, "must be at least 1").max(1000, "must be at most 1000")),
});

export const branchesQuery = z.object({ repo: repoFullName });

export type OAuthExchangeInput = z.output<typeof oauthExchangeBody>;
export type BindInput = z.output<typeof bindBody>;
export type ReposQuery = z.output<typeof reposQuery>;
