import type { Measurement } from "./measure";

// The printed table and the goal checks. Goals (at 32 connections): the app serves at least half
// the baseline's requests per second, and its p99 latency stays under 50 ms.

export const GOALS = { minRatio: 0.5, maxP99Ms: 50 };

export interface Row extends Measurement {
  scenario: string;
  route: string;
  target: "next" | "baseline";
}

export interface GoalCheck {
  scenario: string;
  route: string;
  ratio: number;
  ratioPass: boolean;
  nextP99Ms: number;
  p99Pass: boolean;
}

export function checkGoals(rows: Row[]): GoalCheck[] {
  const checks: GoalCheck[] = [];
  for (const next of rows.filter((r) => r.target === "next")) {
    const base = rows.find((r) => r.target === "baseline" && r.scenario === next.scenario && r.route === next.route);
    if (!base) continue;
    const ratio = base.requestsPerSecond > 0 ? next.requestsPerSecond / base.requestsPerSecond : 0;
    checks.push({
      scenario: next.scenario,
      route: next.route,
      ratio,
      ratioPass: ratio >= GOALS.minRatio,
      nextP99Ms: next.p99Ms,
      p99Pass: next.p99Ms < GOALS.maxP99Ms,
    });
  }
  return checks;
}

function table(header: string[], body: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n");
}

export function formatReport(rows: Row[], checks: GoalCheck[], connections: number): string {
  const results = table(
    ["scenario / route", "target", "req/s", "p50 ms", "p99 ms", "errors/non-2xx", "next/baseline", "server cpu ms/req"],
    rows.map((r) => {
      const check = checks.find((c) => c.scenario === r.scenario && c.route === r.route);
      return [
        `${r.scenario} ${r.route}`,
        r.target,
        r.requestsPerSecond.toFixed(0),
        r.p50Ms.toFixed(1),
        r.p99Ms.toFixed(1),
        `${r.errors}/${r.non2xx}`,
        r.target === "next" && check ? check.ratio.toFixed(2) : "",
        r.cpuMsPerRequest === null ? "-" : r.cpuMsPerRequest.toFixed(2),
      ];
    }),
  );
  const goals = checks.flatMap((c) => [
    `${c.ratioPass ? "PASS" : "MISS"}  ${c.scenario} ${c.route}: next/baseline req/s ${c.ratio.toFixed(2)} (goal >= ${GOALS.minRatio})`,
    `${c.p99Pass ? "PASS" : "MISS"}  ${c.scenario} ${c.route}: next p99 ${c.nextP99Ms.toFixed(1)} ms (goal < ${GOALS.maxP99Ms} ms)`,
  ]);
  return `${results}\n\nGoals (measured at ${connections} connections):\n${goals.join("\n")}`;
}
