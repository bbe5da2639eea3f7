import { previewWord } from "@/lib/files/preview-service";
import { PREVIEW_WORD_BODY_LIMIT, previewWordBody } from "@/lib/files/schemas";
import { ok } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { projectParams } from "@/lib/projects/schemas";

const options = { auth: "user", params: projectParams, body: previewWordBody, bodyLimit: PREVIEW_WORD_BODY_LIMIT } as const;

// POST /api/v1/projects/{projectId}/files/preview-word: a short-lived Office viewer URL for a DOCX
export const POST = route(options, async ({ user, params, body }) =>
  ok(await previewWord(user, params.projectId, body.filename, body.contentBase64)),
);
