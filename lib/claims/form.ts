import type { ClaimLine } from "@/db/schema";
import { T661_LINES } from "@/lib/worker/schemas";
import { WORD_LIMITS } from "@/lib/shared/claim-words";

// The T661 revisions a claim record can answer. A record keeps the revision it was started on, so
// a later revision (new lines, a new code list) never silently changes an older draft.
//
// The current revision: T661 (20), the latest one the public record shows (sreducation.ca, "A
// Step-By-Step Application Guide", updated 2022-07-08: "the latest version of the T661: the
// T661(20)"; the CRA's T619 electronic-filing specification for T661, 2023V1 of 2022-09-27, adds
// no Part 2 field). Its Part 2, Section A asks for the project title, the start date, the
// completion or expected completion date and, on line 206, the field of science or technology
// code from the list of the guide T4088 (CRA, "New SR&ED Claim Form and Guide: Questions and
// Answers", Q.4; T4088 "What's new": "a list of the valid field of science and technology codes
// that can be used at line 206 of Part 2"). Section B asks lines 242, 244 and 246 with their word
// limits. No published revision asks for a CRDC 2020 field-of-research code (Statistics Canada's
// Canadian Research and Development Classification): the record keeps a `crdcCode` a client
// gives, and the export prints it only for a revision here that says `asksCrdc`.

export interface FormVersion {
  /** As the CRA names the revision. */
  id: string;
  /** Whether Section A asks for a CRDC 2020 field-of-research code. */
  asksCrdc: boolean;
}

export const FORM_VERSIONS: Record<string, FormVersion> = {
  "T661 (20)": { id: "T661 (20)", asksCrdc: false },
};

/** The revision a new claim record answers. */
export const CURRENT_FORM_VERSION = "T661 (20)";

export const formVersion = (id: string): FormVersion => FORM_VERSIONS[id] ?? { id, asksCrdc: false };

/** Line numbers, questions and word limits of Section B (the questions are the worker's). */
export const CLAIM_LINE_SPECS: Record<ClaimLine, { question: string; wordLimit: number }> = {
  "242": { question: T661_LINES["242"].question, wordLimit: WORD_LIMITS["242"] },
  "244": { question: T661_LINES["244"].question, wordLimit: WORD_LIMITS["244"] },
  "246": { question: T661_LINES["246"].question, wordLimit: WORD_LIMITS["246"] },
};

/** How the export names the Section A fields. */
export const SECTION_A_LABELS = {
  title: "Project title",
  startDate: "Start date (year and month)",
  completionDate: "Completion or expected completion date (year and month)",
  fieldOfScienceCode: "Field of science or technology code (line 206)",
  crdcCode: "CRDC 2020 field of research code",
} as const;
