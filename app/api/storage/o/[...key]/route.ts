import { handleLocalGet, handleLocalPut } from "@/lib/http/storage-routes";

// PUT /api/storage/o/{key}: upload to the local object store through a presigned URL
export const PUT = handleLocalPut;
// GET /api/storage/o/{key}: download from the local object store through a presigned URL
export const GET = handleLocalGet;

// Streams request and response bodies through node:fs.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";
