import type { TaskType } from "@/lib/client/api-types";

export const PLACEHOLDERS: Record<TaskType, string> = {
  PRECHECK:
    "Describe the work: what was technologically uncertain, what you hypothesised, what you tried, what you measured and what you learned.",
  T661: "Describe the project for lines 242, 244 and 246: the uncertainty, the experiments and iterations, and the advancement.",
  LOGBOOK: "Paste your notes, stand-up logs or experiment records; dated lines work best.",
};

const INTROS: Record<TaskType, { title: string; points: string[] }> = {
  PRECHECK: {
    title: "Check this project against the CRA's five questions",
    points: [
      "What was technologically uncertain, and why standard practice could not resolve it.",
      "The hypotheses you formed and the experiments or prototypes you built to test them.",
      "What you measured, what failed, and what you learned as a result.",
    ],
  },
  T661: {
    title: "Draft the T661 project description",
    points: [
      "Line 242 (350 words): the scientific or technological uncertainties.",
      "Line 244 (700 words): the work done in the year to overcome them.",
      "Line 246 (350 words): the advancements achieved or attempted.",
    ],
  },
  LOGBOOK: {
    title: "Turn notes into a contemporaneous R&D logbook",
    points: [
      "Dated notes become entries with a hypothesis, the work, the result and next steps.",
      "Mention commits, test runs or documents so they are listed as evidence.",
    ],
  },
};

/** What to write, shown while the conversation is empty. */
export function SessionIntro({ type }: { type: TaskType }) {
  const intro = INTROS[type];
  return (
    <div className="session-intro">
      <h2>{intro.title}</h2>
      <p className="muted">Write in your own words below. The more specific, the better the result.</p>
      <ul>
        {intro.points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}
