import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { ensureBuild } from "../bench/processes";
import { newDataDir, startSmokeServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

// One app server for the whole smoke run; tests read its address with inject("baseUrl").
export default async function setup(project: TestProject) {
  ensureBuild();
  const dataDir = newDataDir();
  const server = await startSmokeServer(dataDir).catch((err) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });
  project.provide("baseUrl", server.baseUrl);
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
