// Reading the OpenAPI document's JSON Schemas for the reference page: the few keywords the
// generator writes, and the operation parts the page shows. Pure; no React.

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface Response {
  description: string;
  headers?: Record<string, { description?: string }>;
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, Response>;
}

export interface ApiDocument {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export const METHODS = ["get", "post", "put", "patch", "delete"] as const;

export const refName = (ref: string) => ref.slice(ref.lastIndexOf("/") + 1);

export const anchorOf = (name: string) => `schema-${name}`;

/** Operations grouped by their tag, in the document's tag order, each with its method and path. */
export function operationsByTag(doc: ApiDocument) {
  const all = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method] as Operation })),
  );
  return (doc.tags ?? []).map((tag) => ({ ...tag, operations: all.filter((o) => o.op.tags?.includes(tag.name)) }));
}

/** "1 to 200 characters", "at most 20 items", "0 to 100", "pattern ^…$", "default 10". */
export function constraints(s: JsonSchema): string[] {
  const out: string[] = [];
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if (min !== undefined && max !== undefined) out.push(`${min} to ${max}${unit}`);
    else if (min !== undefined) out.push(`at least ${min}${unit}`);
    else if (max !== undefined) out.push(`at most ${max}${unit}`);
  };
  range(s.minLength, s.maxLength, " characters");
  range(s.minItems, s.maxItems, " items");
  range(s.minimum, s.maximum, "");
  if (s.pattern) out.push(`pattern ${s.pattern}`);
  if (s.default !== undefined) out.push(`default ${JSON.stringify(s.default)}`);
  return out;
}

export interface Field {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

const isInlineObject = (s: JsonSchema | undefined): boolean =>
  Boolean(s && !s.$ref && s.properties && Object.keys(s.properties).length > 0);

/**
 * An object's fields, inline objects flattened with dotted names (`usage.aiRuns.used`) and the
 * items of inline object arrays with `[]` (`files[].fileSize`); a reference stays one field.
 */
export function fieldsOf(schema: JsonSchema | undefined, prefix = ""): Field[] {
  if (!schema?.properties) return [];
  return Object.entries(schema.properties).flatMap(([name, s]) => {
    const field = { name: `${prefix}${name}`, schema: s, required: schema.required?.includes(name) ?? false };
    if (isInlineObject(s)) return [field, ...fieldsOf(s, `${field.name}.`)];
    if (isInlineObject(s.items)) return [field, ...fieldsOf(s.items!, `${field.name}[].`)];
    return [field];
  });
}

/** The envelope's `data` schema, when the schema is the success envelope. */
export function envelopeData(schema: JsonSchema | undefined): JsonSchema | undefined {
  const p = schema?.properties;
  return p?.success?.enum?.[0] === true && p.data ? p.data : undefined;
}

/** The caller's credentials an operation takes, and whether edge access applies when configured. */
export function authOf(op: Operation): { label: string; edge: boolean } {
  const alternatives = op.security ?? [];
  const base = Object.keys(alternatives[0] ?? {});
  const edge = alternatives.some((a) => "edgeAccessClientId" in a);
  const label = base.includes("bearerAuth")
    ? "Bearer access token"
    : base.includes("internalToken")
      ? "X-Internal-Token header"
      : "None (public)";
  return { label, edge };
}

/** Each "CODE: when" line of an error response's description. */
export function errorLines(response: Response): { code: string; when: string }[] {
  return response.description.split("\n").map((line) => {
    const at = line.indexOf(": ");
    return at < 0 ? { code: "", when: line } : { code: line.slice(0, at), when: line.slice(at + 2) };
  });
}
