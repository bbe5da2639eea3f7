import { authMe } from "./auth-me";
import { frameworkFloor } from "./framework-floor";
import type { RouteCase } from "./types";
import { builtinRun, history200, listProjects } from "./workspace";

/** Every route the benchmark measures, in order. */
export const routeCases: RouteCase[] = [frameworkFloor, authMe, listProjects, history200, builtinRun];
