import { routeCases } from "./cases";
import type { Measurement } from "./measure";

// The printed table and the goal checks: each route case carries the goals its issue set, at its
// own concurrency; the ratio is the app's requests/s over the baseline's, measured in the same run.

export interface Row extends Measurement {
  scenario: string;
  route: string;
  target: "next" | "baseline";
  connections: number;
}

export interface GoalCheck {
  scenario: string;
  route: string;
  ratio: number;
  goal: string;
  measured: string;
  pass: boolean;
}

export function checkGoals(rows: Row[]): GoalCheck[] {
  const checks: GoalCheck[] = [];
  for (const next of rows.filter((r) => r.target === "next")) {
    const base = rows.find((r) => r.target === "baseline" && r.scenario === next.scenario && r.route === next.route);
    const at = `${next.connections} conns`;
    const goals = routeCases.find((c) => c.name === next.route)?.goals ?? {};
    const ratio = base && base.requestsPerSecond > 0 ? next.requestsPerSecond / base.requestsPerSecond : 0;
    const add = (goal: string, measured: string, pass: boolean) =>
      checks.push({ scenario: next.scenario, route: next.route, ratio, goal, measured, pass });
    if (goals.minRatio !== undefined) add(`next/baseline req/s >= ${goals.minRatio} at ${at}`, ratio.toFixed(2), ratio >= goals.minRatio);
    if (goals.maxP50Ms !== undefined) add(`p50 < ${goals.maxP50Ms} ms at ${at}`, `${next.p50Ms.toFixed(1)} ms`, next.p50Ms < goals.maxP50Ms);
    if (goals.maxP99Ms !== undefined) add(`p99 < ${goals.maxP99Ms} ms at ${at}`, `${next.p99Ms.toFixed(1)} ms`, next.p99Ms < goals.maxP99Ms);
    if (goals.minRequestsPerSecond !== undefined) {
      add(`req/s >= ${goals.minRequestsPerSecond} at ${at}`, next.requestsPerSecond.toFixed(0), next.requestsPerSecond >= goals.minRequestsPerSecond);
    }
  }
  return checks;
}

function table(header: string[], body: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n");
}

export function formatReport(rows: Row[], checks: GoalCheck[]): string {
  const results = table(
    ["scenario / route", "target", "conns", "req/s", "p50 ms", "p99 ms", "errors/non-2xx", "next/baseline", "server cpu ms/req"],
    rows.map((r) => {
      const check = checks.find((c) => c.scenario === r.scenario && c.route === r.route);
      return [
        `${r.scenario} ${r.route}`,
        r.target,
        String(r.connections),
        r.requestsPerSecond.toFixed(0),
        r.p50Ms.toFixed(1),
        r.p99Ms.toFixed(1),
        `${r.errors}/${r.non2xx}`,
        r.target === "next" && check ? check.ratio.toFixed(2) : "",
        r.cpuMsPerRequest === null ? "-" : r.cpuMsPerRequest.toFixed(2),
      ];
    }),
  );
  const goals = checks.map((c) => `${c.pass ? "PASS" : "MISS"}  ${c.scenario} ${c.route}: ${c.measured} (goal ${c.goal})`);
  return `${results}\n\nGoals:\n${goals.join("\n")}`;
}
