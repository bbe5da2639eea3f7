import { z } from "zod";
import { config } from "@/lib/config";
import { systemPrompt, userPrompt } from "./llm-prompts";
import { CRITERIA_IDS, CRITERION_LABELS, OUTPUT_SCHEMAS, T661_LINES, type TaskEnvelope, type TaskType } from "./schemas";

export interface LlmSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The answer without the Markdown code fence some models wrap JSON in: "```json" and the white space
 * after it, the white space and "```" at the end. The closing fence is cut with endsWith and trimEnd:
 * as /\s*```$/ every position of a long run of white space would be tried (quadratic).
 */
export function stripJsonFence(content: string): string {
  const open = /^```(?:json)?\s*/.exec(content)?.[0].length ?? 0;
  const rest = content.slice(open);
  return rest.endsWith("```") ? rest.slice(0, -3).trimEnd() : rest;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const T661_KEYS = ["242", "244", "246"] as const;

/**
 * The fields the server knows are not left to the model: each criterion's label (and empty evidence and
 * gaps when it gave none), each T661 line's question, word limit and word count. A model that leaves
 * them out or gets them wrong is not asked again for them.
 */
export function withKnownFields(type: TaskType, output: unknown): unknown {
  if (!isRecord(output)) return output;
  if (type === "PRECHECK" && Array.isArray(output.criteria)) {
    const criteria = output.criteria.map((c) =>
      isRecord(c) && (CRITERIA_IDS as readonly unknown[]).includes(c.id)
        ? { evidence: [], gaps: [], ...c, label: CRITERION_LABELS[c.id as (typeof CRITERIA_IDS)[number]] }
        : c,
    );
    return { ...output, criteria };
  }
  if (type === "T661" && isRecord(output.lines)) {
    const lines: Record<string, unknown> = { ...output.lines };
    for (const key of T661_KEYS) {
      const line = lines[key];
      if (isRecord(line) && typeof line.text === "string") {
        lines[key] = { ...line, question: T661_LINES[key].question, wordCount: words(line.text), wordLimit: T661_LINES[key].wordLimit };
      }
    }
    return { ...output, lines };
  }
  return output;
}

/** Parses and checks the model's answer; returns the problem in words when it is unusable. */
function check(type: TaskType, content: string): { ok: true; markdown: string; output: unknown } | { ok: false; problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(stripJsonFence(content));
  } catch {
    return { ok: false, problem: "The answer was not valid JSON." };
  }
  const answer = isRecord(json) ? { ...json, output: withKnownFields(type, json.output) } : json;
  const parsed = z.object({ markdown: z.string(), output: OUTPUT_SCHEMAS[type] }).safeParse(answer);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, problem: `The JSON did not match the schema at "${issue.path.join(".")}": ${issue.message}` };
  }
  if (type === "T661") {
    const lines = (parsed.data.output as z.infer<(typeof OUTPUT_SCHEMAS)["T661"]>).lines;
    for (const key of T661_KEYS) {
      if (lines[key].wordCount > lines[key].wordLimit) {
        return { ok: false, problem: `Line ${key} has ${lines[key].wordCount} words; the limit is ${lines[key].wordLimit}.` };
      }
    }
  }
  return { ok: true, markdown: parsed.data.markdown, output: parsed.data.output };
}

async function complete(llm: LlmSettings, messages: ChatMessage[]): Promise<string> {
  const res = await fetch(`${llm.baseUrl}/chat/completions`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: llm.model, messages, temperature: 0.2, response_format: { type: "json_object" } }),
    signal: AbortSignal.timeout(config.worker.timeoutMs),
  });
  if (!res.ok) throw new Error(`the model endpoint answered HTTP ${res.status}`);
  const parsed = completionSchema.safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) throw new Error("the model endpoint's answer was not a chat completion");
  return parsed.data.choices[0]!.message.content ?? "";
}

/** Asks the model for the task's structured output; one retry when the answer is unusable. */
export async function runLlm(envelope: TaskEnvelope, llm: LlmSettings): Promise<{ markdown: string; output: unknown }> {
  const messages: ChatMessage[] = [
    { role: "system", content: systemPrompt(envelope.type) },
    { role: "user", content: userPrompt(envelope) },
  ];
  let problem = "";
  for (let attempt = 0; attempt < 2; attempt++) {
    const content = await complete(llm, messages);
    const result = check(envelope.type, content);
    if (result.ok) return { markdown: result.markdown, output: result.output };
    problem = result.problem;
    messages.push(
      { role: "assistant", content },
      { role: "user", content: `${problem} Answer again with only the corrected JSON object.` },
    );
  }
  throw new Error(`the model gave no usable answer (${problem})`);
}
