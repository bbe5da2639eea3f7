import { CLAIM_LINES } from "@/db/schema";
import type { ClaimDTO } from "./dto";
import { fieldCodeLabel } from "./field-codes";
import { formVersion, SECTION_A_LABELS } from "./form";

// What an export says, once, for both renderers (DOCX and PDF): the project's identification, the
// three lines with their questions and word counts, the evidence files with their dates, and the
// version and date of the export.

export interface ExportEvidence {
  filename: string;
  /** YYYY-MM-DD, the upload's day (UTC). */
  date: string;
  note: string | null;
}

export interface ExportLine {
  number: string;
  question: string;
  text: string;
  wordCount: number;
  wordLimit: number;
}

export interface ExportDocument {
  heading: string;
  projectName: string;
  /** The record's whereabouts: project, fiscal year, form, version, dates. */
  facts: { label: string; value: string }[];
  sectionA: { label: string; value: string }[];
  lines: ExportLine[];
  evidence: ExportEvidence[];
  /** Closes the document: the version and the moment of the export. */
  footer: string;
  /** At the foot of every page. */
  pageFooter: string;
}

export interface ExportInput {
  project: { name: string; fiscalYear: string };
  claim: ClaimDTO;
  files: { originalFilename: string; uploadedAt: Date | null; indexStatus: string }[];
  exportedAt: Date;
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const minute = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;
const NOT_GIVEN = "Not given";

export function buildExportDocument({ project, claim, files, exportedAt }: ExportInput): ExportDocument {
  const saved = claim.updatedAt ? `saved ${minute(new Date(claim.updatedAt))}` : "never saved";
  const code = claim.fieldOfScienceCode;
  const sectionA: { label: string; value: string }[] = [
    { label: SECTION_A_LABELS.title, value: claim.title ?? project.name },
    { label: SECTION_A_LABELS.startDate, value: claim.startDate ?? NOT_GIVEN },
    { label: SECTION_A_LABELS.completionDate, value: claim.completionDate ?? NOT_GIVEN },
    { label: SECTION_A_LABELS.fieldOfScienceCode, value: code ? [code, fieldCodeLabel(code)].filter(Boolean).join(" ") : NOT_GIVEN },
  ];
  if (formVersion(claim.formVersion).asksCrdc) sectionA.push({ label: SECTION_A_LABELS.crdcCode, value: claim.crdcCode ?? NOT_GIVEN });
  return {
    heading: "Form T661, Part 2: Project information",
    projectName: project.name,
    facts: [
      { label: "Project", value: project.name },
      { label: "Fiscal year", value: project.fiscalYear },
      { label: "Form", value: claim.formVersion },
      { label: "Claim version", value: `${claim.version} (${saved})` },
      { label: "Exported", value: minute(exportedAt) },
    ],
    sectionA,
    lines: CLAIM_LINES.map((number) => ({ number, ...claim.lines[number] })),
    evidence: files.map((f) => ({
      filename: f.originalFilename,
      date: f.uploadedAt ? day(f.uploadedAt) : "not dated",
      note: f.indexStatus === "FAILED" ? "could not be read by the workspace" : null,
    })),
    footer: `Version ${claim.version} of the claim, exported ${minute(exportedAt)}. A working draft: copy the texts into Form T661.`,
    pageFooter: `${project.name}: T661 Part 2, version ${claim.version}, exported ${minute(exportedAt)}.`,
  };
}

/** "T661-Part2-Adaptive-sensor-compression-v3.docx": readable, safe in any file system. */
export function exportFilename(projectName: string, version: number, extension: string): string {
  const words = projectName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  // Whole words up to 60 characters (a first word longer than that is cut).
  let name = words[0]?.slice(0, 60) ?? "";
  for (const word of words.slice(1)) {
    if (name.length + 1 + word.length > 60) break;
    name = `${name}-${word}`;
  }
  return `T661-Part2-${name || "project"}-v${version}.${extension}`;
}
