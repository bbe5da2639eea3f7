import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { uniqueUser } from "./users";

const API = "/api/bff/api/v1";

/**
 * Registers a fresh user through the API and hands the browser its refresh token, so the first
 * page load restores the sign-in. Returns the access token for setting things up through the API.
 */
export async function signedInUser(page: Page, request: APIRequestContext, prefix = "ws") {
  const user = uniqueUser(prefix);
  const res = await request.post(`${API}/auth/register`, {
    data: { email: user.email, password: user.password, fullName: "Marie Curie" },
  });
  expect(res.status()).toBe(201);
  const { accessToken, refreshToken } = (await res.json()) as { accessToken: string; refreshToken: string };
  await page.addInitScript((token) => {
    if (!window.localStorage.getItem("sred.refreshToken")) window.localStorage.setItem("sred.refreshToken", token);
  }, refreshToken);
  return { user, accessToken };
}

/** Signs a new user up through the registration page, then creates a project and opens it. */
export async function registerAndCreateProject(page: Page, name: string, prefix = "ui") {
  const user = uniqueUser(prefix);
  await page.goto("/register");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Create account" }).click();
  // A new user lands on the projects page, whose empty state creates the first project and opens it.
  await expect(page).toHaveURL(/\/projects$/);
  await page.getByLabel("Project name").fill(name);
  await page.getByLabel("Tax year end").fill("2025-12-31");
  await page.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

/** An envelope call with the bearer token; resolves to `data`. */
export async function apiData<T>(
  request: APIRequestContext,
  token: string,
  method: "GET" | "POST" | "PATCH",
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`${API}${path}`, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${path} answered ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

export const ELIGIBLE_DESCRIPTION = `We build inspection cameras for sawmills. In 2025 we needed to detect bark pockets and resin streaks on boards moving at 3 m/s, on an embedded ARM board with 512 MB of RAM and a 30 ms budget per frame.

The technological uncertainty was whether a detection model small enough for that memory budget could keep recall above 95% on wet, frosted wood, where the published models and our vendor's toolkit fell to about 70%. Standard practice (bigger models, more GPUs) was not an option on the line.

Our hypothesis was that combining a polarised-light capture with a quantised two-stage network (a coarse texture filter, then a small classifier on candidate regions) would recover the recall within the latency budget.

We ran a systematic investigation: 14 experiments over six months. We captured 38,000 labelled frames across three seasons, tried four quantisation schemes (int8 per-tensor, per-channel, mixed int4/int8 and pruning plus int8), and measured recall, precision and latency on the target board for each. Per-tensor int8 failed (recall 81%, resin streaks lost). Mixed precision met latency but collapsed on frosted boards until we added the polarised channel.

Result: recall 96.2% at 27 ms per frame. We learned that the frost failure came from specular glare, not model capacity, which is new knowledge for our team. We kept lab notebooks, Git commits per experiment, and test reports for each run.`;

/** The same project with no word on its records: the pre-check asks about them in a follow-up. */
export const DESCRIPTION_WITHOUT_RECORDS = ELIGIBLE_DESCRIPTION.replace(" We kept lab notebooks, Git commits per experiment, and test reports for each run.", "");

export const T661_DESCRIPTION = `Project: real-time defect detection for sawmill inspection cameras, fiscal year 2025.

Uncertainty: it was not known whether a detection network could reach more than 95% recall on wet and frosted lumber at 30 ms per frame on a 512 MB ARM board. Published compact models and our vendor toolkit reached about 70% recall on frosted wood, and no known technique resolved the glare problem within that memory budget.

Work: we formed the hypothesis that polarised capture plus a quantised two-stage network would recover recall. We built a capture rig with a rotating polariser, collected and labelled 38,000 frames over three seasons, and ran 14 experiments comparing int8 per-tensor, per-channel, mixed int4/int8 and pruned models. Each experiment measured recall, precision and latency on the target hardware. Per-tensor int8 failed at 81% recall; mixed precision met latency but failed on frost until the polarised channel was added. We documented each run in lab notebooks and Git.

Advancement: we showed that the frost failures came from specular glare rather than model capacity, and reached 96.2% recall at 27 ms per frame, knowledge that did not exist in our field of practice.`;

/** Field notes with a long file path, for the logbook. */
export const LOGBOOK_NOTES = `Mar 3 2025 — thin titanium wall, chatter at 2.4 kHz on the 1.2 mm wall
idea: a variable-pitch end mill should break up the chatter frequency
cut 6 test walls with the standard end mill and the variable-pitch one; results in /shared/ti-bracket/accel_0303_spindle_accelerometer_readings.xlsx

2025-03-10
ran the variable-pitch end mill at twice the feed to cut cycle time. chatter back at 2.1 kHz, wall deflected 0.05 mm (CMM report CMM-0310)
next: wax fill behind the wall to damp it`;
