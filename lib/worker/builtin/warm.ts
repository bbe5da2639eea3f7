import type { TaskEnvelope, TaskType } from "@/lib/worker/schemas";
import { runBuiltin } from "./index";

// V8 compiles a regular expression to machine code when it is used again, and compiles it once more
// for text holding a character past Latin-1 (an em dash, an arrow, an emoji). The lexicon's large
// alternations cost tens of milliseconds each to compile, so the first note of each kind a process
// met paid up to 100 ms. Running each task once on plain text and once on the same text with such a
// character, when the server starts, pays that before the first user does.

const TEXTS: Record<TaskType, string> = {
  PRECHECK:
    "Our log compressor had to reach a 3:1 ratio on sensor logs, and published coders reached 1.3:1 on our data. " +
    "We expected that a dictionary per sensor type would capture the field layouts that generic coders miss. " +
    "We built three variants and measured ratio and decode time on 40 GB of logs, keeping each run in our lab notebook. " +
    "The customer's spec was met and we changed the materials until it worked; we did not keep records.",
  T661:
    "Please draft the T661 from the notes below.\n\n" +
    "It was not known whether a lossless coder could reach 3:1 on sensor logs while decoding in under 1 ms. " +
    "Standard dictionary coders reached only 1.3:1 because field layouts vary. " +
    "We hypothesised that one dictionary per sensor type would do better. " +
    "We built three variants and ran each on 40 GB of logs from 12 sensor types. " +
    "Per-type dictionaries reached 2.4:1 at 0.8 ms, so we learned that layout, not values, drives the ratio.\n\n" +
    "[10:02] Dana: results in runs/2025-03-11.csv, commit a13f9c2",
  LOGBOOK:
    "2025-03-04\nhypothesis: a dictionary per sensor type will beat one shared dictionary\n" +
    "trained 3 dictionaries on the pump and valve logs, ran the benchmark\n" +
    "result: ratio 2.1:1 vs 1.4:1 shared, decode 0.9 ms\ncommit a13f9c2\nnext: try the flow meters\n\n" +
    "Mon 10 Mar 2025 - Dana: ran the flow meter logs | ratio 1.5:1 | runs/2025-03-10.csv\n" +
    "| date | test | result |\n|---|---|---|\n| 2025-03-12 | layout split | 2.3:1 |",
};

// Past Latin-1, so the string is stored two bytes per character.
const WIDE = " \u2014 \u2192";

function envelope(type: TaskType, input: string): TaskEnvelope {
  return {
    taskId: "warm-up",
    type,
    projectId: "warm-up",
    sessionId: "warm-up",
    userId: "warm-up",
    input,
    project: { name: "Warm-up", fiscalYear: "2025", description: null },
    history: [],
    files: [],
    codehost: null,
  };
}

export function warmBuiltin(): void {
  for (const [type, text] of Object.entries(TEXTS) as [TaskType, string][]) {
    runBuiltin(envelope(type, text));
    runBuiltin(envelope(type, text + WIDE));
  }
}
