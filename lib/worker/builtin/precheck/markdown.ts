import type { PrecheckOutput } from "@/lib/worker/schemas";
import type { ExclusionSummary } from "../exclusions";

// The pre-check as the chat shows it: verdict and score, a checklist of the five criteria with their
// quoted evidence and gaps, the excluded-work notice, and the follow-up questions.

const VERDICT_TITLES: Record<PrecheckOutput["verdict"], string> = {
  LIKELY_ELIGIBLE: "Likely eligible",
  POSSIBLY_ELIGIBLE: "Possibly eligible",
  UNLIKELY_ELIGIBLE: "Unlikely to be eligible",
  INSUFFICIENT_INFORMATION: "Not enough information",
};

const VERDICT_SUMMARIES: Record<PrecheckOutput["verdict"], string> = {
  LIKELY_ELIGIBLE: "The description shows the core elements the CRA looks for. Close the remaining gaps before you file.",
  POSSIBLY_ELIGIBLE: "Some SR&ED elements are present, but a CRA reviewer would question the gaps below.",
  UNLIKELY_ELIGIBLE: "As written, the work looks mostly routine or excluded under CRA policy, so it is unlikely to qualify. If there was a real technological uncertainty, describe it and how you investigated it.",
  INSUFFICIENT_INFORMATION: "There is not enough technical detail to assess eligibility yet. Describe the technical problem, what you tried, what you measured and what you learned.",
};

const ICONS: Record<PrecheckOutput["criteria"][number]["status"], string> = { MET: "✅", PARTIAL: "⚠️", MISSING: "❌" };
const STATUS_WORDS: Record<PrecheckOutput["criteria"][number]["status"], string> = { MET: "Met", PARTIAL: "Partial", MISSING: "Missing" };

function criterionSection(c: PrecheckOutput["criteria"][number]): string[] {
  const lines = [`- ${ICONS[c.status]} **${c.label}**: ${STATUS_WORDS[c.status]}`];
  for (const e of c.evidence) lines.push(`  - Evidence: ${e}`);
  for (const g of c.gaps) lines.push(`  - Gap: ${g}`);
  return lines;
}

function exclusionSection(exclusions: ExclusionSummary): string[] {
  if (exclusions.findings.length === 0) return [];
  const lines = [
    "",
    "### ⚠️ Signs of routine or excluded work",
    "The CRA excludes this kind of work from SR&ED; it lowered the score. Claim only the part that went beyond it.",
  ];
  for (const f of exclusions.findings) lines.push(`- **${f.label}**: ${f.quotes.join("; ")}`);
  return lines;
}

function decidingSection(output: PrecheckOutput): string[] {
  const deciding = output.criteria.find((c) => c.id === output.decidingCriterion);
  return deciding ? ["", `**The answer turns first on:** ${deciding.label}`] : [];
}

function redFlagSection(output: PrecheckOutput): string[] {
  if (output.redFlags.length === 0) return [];
  return ["", "### Red flags from decided cases", ...output.redFlags.map((f) => `- **${f.label}**: ${f.quote} (${f.authority})`)];
}

export function renderPrecheck(output: PrecheckOutput, exclusions: ExclusionSummary, projectName: string | null): string {
  const title = projectName ? `## SR&ED pre-check: ${projectName}` : "## SR&ED pre-check";
  const lines = [
    title,
    "",
    `**Verdict:** ${VERDICT_TITLES[output.verdict]} · **Score:** ${output.score}/100`,
    "",
    VERDICT_SUMMARIES[output.verdict],
    ...decidingSection(output),
    ...redFlagSection(output),
    "",
    "### Criteria",
    ...output.criteria.flatMap(criterionSection),
    ...exclusionSection(exclusions),
  ];
  if (output.followUpQuestions.length > 0) {
    lines.push("", "### Follow-up questions", ...output.followUpQuestions.map((q, i) => `${i + 1}. ${q}`));
  }
  return lines.join("\n");
}
