import { openApiResponse } from "@/lib/openapi/serve";

// GET /api/v1/openapi.json: this API's OpenAPI 3.1 document (public, cacheable, built once per process)
export const GET = openApiResponse;

export const dynamic = "force-dynamic";
