import { VERDICTS } from "@/lib/worker/schemas";
import { FIELDS } from "./score-logbook";
import type { Figures, GoalCheck, Group, Share } from "./aggregate";
import type { ScreeningScore } from "./score-screening";
import type { T661Score } from "./score-t661";
import type { LogbookScore } from "./score-logbook";

// Plain-text report for the terminal; the same figures go to the JSON file unformatted.

export function pct(s: Share): string {
  return s.share === null ? "  n/a" : `${(s.share * 100).toFixed(1).padStart(5)}% (${s.n}/${s.of})`;
}

const SHORT: Record<string, string> = {
  LIKELY_ELIGIBLE: "LIKELY",
  POSSIBLY_ELIGIBLE: "POSSIBLY",
  UNLIKELY_ELIGIBLE: "UNLIKELY",
  INSUFFICIENT_INFORMATION: "INSUFF",
};

export function formatFigures(group: Group, f: Figures): string {
  const out: string[] = [`== ${group} ==`];
  const s = f.screening;
  out.push(`Screening (${s.cases} cases)`);
  out.push(`  verdict accuracy            ${pct(s.verdict)}`);
  out.push(`  ${"expected \\ engine".padEnd(14)}${VERDICTS.map((v) => SHORT[v]!.padStart(10)).join("")}`);
  for (const [outcome, row] of Object.entries(s.confusion)) {
    out.push(`  ${outcome.padEnd(14)}${VERDICTS.map((v) => String(row[v] ?? 0).padStart(10)).join("")}`);
  }
  const rule = s.decidingRules.length ? s.decidingRules.join(", ") : "n/a";
  out.push(`  deciding criterion named    ${pct(s.criterionNamed)}  [rule: ${rule}]`);
  out.push(`  refused with all five weak  ${pct(s.allWeakRefused)}`);
  out.push(`  criterion field right       ${pct(s.criterionMatches)}  (any statuses)`);
  if (s.statuses.of > 0) out.push(`  criterion statuses right    ${pct(s.statuses)}`);
  out.push(`T661 (${f.t661.cases} cases)`);
  out.push(`  sentences placed right      ${pct(f.t661.placement)}`);
  out.push(`  context sentences leaked    ${pct(f.t661.leaked)}`);
  out.push(`  lines with material drafted ${pct(f.t661.coverage)}`);
  const l = f.logbook;
  out.push(`Logbook (${l.cases} cases)`);
  out.push(`  rows matched by date        ${pct(l.matched)}`);
  for (const field of FIELDS) out.push(`  ${(field + " right").padEnd(28)}${pct(l.fields[field])}  (of matched rows)`);
  out.push(`  rows with bare figures      ${l.bareFigureRows}`);
  out.push(`  rows right                  ${pct(l.rows)}`);
  out.push(`Engine time: max ${f.timing.maxMs.toFixed(2)} ms, p95 ${f.timing.p95Ms.toFixed(2)} ms over ${f.timing.cases} runs`);
  if (f.failed > 0) out.push(`Failed runs (no answer, scored wrong): ${f.failed}`);
  return out.join("\n");
}

export function formatGoals(goals: GoalCheck[]): string {
  return ["== goals (holdout) ==", ...goals.map((g) => `  ${g.met ? "met    " : "NOT MET"} ${g.goal}: ${g.detail}`)].join("\n");
}

const cut = (text: string, n = 90) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

// The holdout's failures are listed only when asked for: reading them while tuning is how rules end
// up fitted to the cases kept aside.
export function formatFailures(all: { s: ScreeningScore[]; t: T661Score[]; l: LogbookScore[] }, withHoldout: boolean): string {
  const listed = <T extends { split: string }>(cases: T[]) => cases.filter((c) => withHoldout || c.split === "dev");
  const [s, t, l] = [listed(all.s), listed(all.t), listed(all.l)];
  const out: string[] = [withHoldout ? "== failing cases ==" : "== failing dev cases (--verbose-holdout lists the holdout's too) =="];
  for (const c of s) {
    if (!c.verdictRight) out.push(`  screening ${c.id} [${c.split}]: expected ${c.expectedVerdicts.join("|")}, got ${c.verdict ?? `no answer (${c.error})`}`);
    if (c.criterionScored && !c.criterionRight) {
      const got = c.allWeak ? "all five weak" : (c.deciding ?? "none");
      out.push(`  screening ${c.id} [${c.split}]: deciding criterion expected ${c.expectedCriterion}, got ${got}`);
    }
  }
  for (const c of t) {
    if (c.error) out.push(`  t661 ${c.id} [${c.split}]: no answer (${c.error})`);
    for (const x of c.sentences) {
      const where = x.foundIn.length ? x.foundIn.join("+") : "nowhere";
      if (x.expected !== null && !x.foundIn.includes(x.expected)) {
        out.push(`  t661 ${c.id} [${c.split}]: expected ${x.expected}, got ${where}: "${cut(x.text)}"`);
      } else if (x.expected === null && x.foundIn.length) {
        out.push(`  t661 ${c.id} [${c.split}]: context leaked into ${where}: "${cut(x.text)}"`);
      }
    }
    if (c.emptyLines.length) out.push(`  t661 ${c.id} [${c.split}]: empty line(s) with material: ${c.emptyLines.join(", ")}`);
  }
  for (const c of l) {
    if (c.error) out.push(`  logbook ${c.id} [${c.split}]: no answer (${c.error})`);
    if (c.gotRows !== c.expectedRows) out.push(`  logbook ${c.id} [${c.split}]: expected ${c.expectedRows} rows, got ${c.gotRows}`);
    for (const r of c.rows) {
      if (r.right) continue;
      if (!r.matched) {
        out.push(`  logbook ${c.id} [${c.split}] ${r.date}: no row with this date`);
        continue;
      }
      const wrong = FIELDS.filter((f) => !r.fields[f]);
      const figs = r.bareFigures.length ? `; bare figures as evidence: ${r.bareFigures.join(", ")}` : "";
      out.push(`  logbook ${c.id} [${c.split}] ${r.date}: wrong ${wrong.join(", ")} (title got "${cut(r.got?.title ?? "", 50)}")${figs}`);
    }
  }
  if (out.length === 1) out.push("  none");
  return out.join("\n");
}
