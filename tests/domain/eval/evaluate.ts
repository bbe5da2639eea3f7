import { mapLimit, type EvalEngine } from "./engine";
import type { Corpus } from "./load";
import { failedLogbook, scoreLogbook, type LogbookScore } from "./score-logbook";
import { failedScreening, scoreScreening, type ScreeningScore } from "./score-screening";
import { failedT661, scoreT661, t661Input, type T661Score } from "./score-t661";

// Runs an engine on every case of a corpus and scores each answer; a run with no answer is scored
// as a failure, so an endpoint's errors lower the figures instead of vanishing from them.

export interface Scores {
  screening: ScreeningScore[];
  t661: T661Score[];
  logbook: LogbookScore[];
}

export async function evaluate(corpus: Corpus, engine: EvalEngine): Promise<Scores> {
  const limit = engine.concurrency;
  const screening = await mapLimit(corpus.screening, limit, async (c) => {
    const r = await engine.precheck(c.id, c.input);
    return r.error === undefined ? scoreScreening(c, r.output, r.ms) : failedScreening(c, r.error, r.ms);
  });
  const t661 = await mapLimit(corpus.t661, limit, async (c) => {
    const r = await engine.t661(c.id, t661Input(c));
    return r.error === undefined ? scoreT661(c, r.output, r.ms) : failedT661(c, r.error, r.ms);
  });
  const logbook = await mapLimit(corpus.logbook, limit, async (c) => {
    const r = await engine.logbook(c.id, c.notes);
    return r.error === undefined ? scoreLogbook(c, r.output, r.ms) : failedLogbook(c, r.error, r.ms);
  });
  return { screening, t661, logbook };
}
