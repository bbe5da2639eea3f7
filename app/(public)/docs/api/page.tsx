import type { Metadata } from "next";
import { ApiReference } from "@/components/api-docs/api-reference";
import type { ApiDocument } from "@/components/api-docs/schema";
import { getOpenApiDocument } from "@/lib/openapi/document";
import "@/components/api-docs/api-docs.css";

export const metadata: Metadata = { title: "API reference" };

// The reference of /api/v1, rendered on the server from the same document /api/v1/openapi.json
// serves: no script of its own (the operations open with <details>).
export default function ApiReferencePage() {
  return <ApiReference doc={getOpenApiDocument() as unknown as ApiDocument} />;
}
