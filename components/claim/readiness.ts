import type { ProjectOverviewDTO } from "@/lib/client/claim-api";
import { VERDICT_LABELS } from "@/lib/client/labels";
import type { Verdict } from "@/lib/client/api-types";

// The project's next steps toward a filed claim, as a short checklist: each step done or not,
// what stands, and where to go. Pure (the overview in, the steps out), so it is tested as such.

export interface ReadinessStep {
  id: "precheck" | "evidence" | "logbook" | "draft" | "lines" | "sectionA" | "export";
  label: string;
  detail: string;
  done: boolean;
  href: string;
  action: string;
}

const LINES = ["242", "244", "246"] as const;
const FIELD_LABELS: Record<string, string> = {
  title: "title",
  startDate: "start date",
  completionDate: "completion date",
  fieldOfScienceCode: "field of science code",
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const list = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`);

export function readinessSteps(o: ProjectOverviewDTO, formatDate: (iso: string) => string): ReadinessStep[] {
  const project = `/projects/${o.projectId}`;
  const newSession = `${project}#new-session-title`;
  const session = (id: string) => `${project}/sessions/${id}`;
  const claim = `${project}/claim`;
  const over = LINES.filter((l) => o.claim.lines[l].state === "OVER_LIMIT");
  const empty = LINES.filter((l) => o.claim.lines[l].state === "EMPTY");
  const linesReady = empty.length === 0 && over.length === 0;
  const sectionAReady = o.claim.missingFields.length === 0;

  return [
    {
      id: "precheck",
      label: "Check eligibility",
      detail: o.precheck
        ? `${VERDICT_LABELS[o.precheck.verdict as Verdict] ?? o.precheck.verdict} (score ${o.precheck.score}), ${formatDate(o.precheck.at)}`
        : "No pre-check yet: screen the work against the CRA's five criteria.",
      done: o.precheck !== null,
      href: o.precheck ? session(o.precheck.sessionId) : newSession,
      action: o.precheck ? "Open the pre-check" : "Start a pre-check",
    },
    {
      id: "evidence",
      label: "Upload evidence",
      detail:
        o.files.total === 0
          ? "No files yet: lab notes, test reports, plans."
          : [
              `${o.files.ready} ready`,
              o.files.indexing > 0 ? `${o.files.indexing} being read` : "",
              o.files.failed > 0 ? `${o.files.failed} failed: open them to see why` : "",
            ]
              .filter(Boolean)
              .join(", "),
      done: o.files.ready > 0,
      href: `${project}#evidence-title`,
      action: o.files.total === 0 ? "Upload files" : "See the files",
    },
    {
      id: "logbook",
      label: "Keep a dated logbook",
      detail:
        o.logbook.entries === 0
          ? `No entries yet for ${formatDate(o.period.start)} to ${formatDate(o.period.end)}.`
          : `${plural(o.logbook.inPeriod, "entry", "entries")} dated in the tax year (${formatDate(o.period.start)} to ${formatDate(o.period.end)})` +
            (o.logbook.entries > o.logbook.inPeriod ? `, ${o.logbook.entries - o.logbook.inPeriod} outside it or undated` : ""),
      done: o.logbook.inPeriod > 0,
      href: o.logbook.latest ? session(o.logbook.latest.sessionId) : newSession,
      action: o.logbook.latest ? "Open the logbook" : "Start a logbook",
    },
    {
      id: "draft",
      label: "Draft the T661 lines",
      detail: o.t661.latest ? `${plural(o.t661.runs, "draft")}, the last ${formatDate(o.t661.latest.at)}` : "No T661 draft yet.",
      done: o.t661.runs > 0 || o.claim.linesDrafted > 0,
      href: o.t661.latest ? session(o.t661.latest.sessionId) : newSession,
      action: o.t661.latest ? "Open the draft" : "Start a T661 draft",
    },
    {
      id: "lines",
      label: "Put lines 242, 244 and 246 in the claim, within their limits",
      detail: [
        `${o.claim.linesDrafted} of 3 lines in the claim`,
        empty.length > 0 && o.claim.linesDrafted > 0 ? `line ${list([...empty])} still empty` : "",
        over.length > 0 ? `line ${list([...over])} over the limit` : "",
      ]
        .filter(Boolean)
        .join("; "),
      done: linesReady,
      href: claim,
      action: "Open the claim",
    },
    {
      id: "sectionA",
      label: "Fill in Section A",
      detail: sectionAReady ? "Title, dates and field code are in." : `Still empty: ${list(o.claim.missingFields.map((f) => FIELD_LABELS[f] ?? f))}.`,
      done: sectionAReady,
      href: `${claim}#section-a`,
      action: "Fill in Section A",
    },
    {
      id: "export",
      label: "Export the claim",
      detail: linesReady && sectionAReady ? "Ready: download it as DOCX or PDF for your T661." : "Once the lines and Section A are done.",
      done: false,
      href: claim,
      action: "Export",
    },
  ];
}

/** The first step not done: the one to take next. */
export const nextStep = (steps: ReadinessStep[]) => steps.find((s) => !s.done) ?? null;
