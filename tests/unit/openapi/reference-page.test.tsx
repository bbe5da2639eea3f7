import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ApiReference } from "@/components/api-docs/api-reference";
import type { ApiDocument } from "@/components/api-docs/schema";
import { getOpenApiDocument, operations } from "@/lib/openapi/document";

// The reference page renders every operation of the document, on the server, without a script.

describe("the API reference page", () => {
  const doc = getOpenApiDocument() as unknown as ApiDocument;
  const html = renderToStaticMarkup(<ApiReference doc={doc} />);

  it("shows each operation with its method, path, auth and failure codes", () => {
    for (const op of operations.filter((o) => !o.hidden)) {
      expect(html, `${op.method} ${op.path}`).toContain(`<code class="api-path">${op.path}</code>`);
    }
    expect(html).not.toContain("stripe/webhook");
    expect(html).toContain("Bearer access token");
    expect(html).toContain("X-Internal-Token header");
    expect(html).toContain("<code>QUOTA_EXCEEDED</code>");
    expect(html).toContain("<code>RATE_LIMITED</code>");
    expect(html).toContain("A 429 carries Retry-After");
  });

  it("links records to their definitions and shows the request fields", () => {
    expect(html).toContain('href="#schema-RunResponse"');
    expect(html).toContain('id="schema-RunResponse"');
    expect(html).toContain("<code>selected_file_ids</code>");
    expect(html).toContain("<code>files[].contentType</code>");
    expect(html).toContain("<code>usage.aiRuns.limit</code>");
  });

  it("has no script", () => {
    expect(html).not.toMatch(/<script/i);
  });
});
