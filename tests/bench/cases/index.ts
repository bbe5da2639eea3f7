import { authMe } from "./auth-me";
import type { RouteCase } from "./types";

/** Every route the benchmark measures, in order. */
export const routeCases: RouteCase[] = [authMe];
