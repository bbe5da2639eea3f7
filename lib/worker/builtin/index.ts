import type { TaskEnvelope } from "../schemas";

// Replaced by the builtin engine branch.
export function runBuiltin(envelope: TaskEnvelope): { markdown: string; output: unknown } {
  throw new Error(`builtin engine not merged yet (${envelope.type})`);
}
