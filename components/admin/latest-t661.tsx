"use client";

import { Markdown } from "@/components/session/markdown";
import { readPayload } from "@/components/session/payload";
import { T661Result } from "@/components/session/t661-result";
import { Alert } from "@/components/ui/alert";
import type { TaskResult } from "@/lib/client/api-types";
import { useLatestT661 } from "@/lib/client/use-admin-config";
import { formatDate } from "./format";

/** The newest T661 draft of the order's project, as the client saw it in their session. */
export function LatestT661({ orderId }: { orderId: string }) {
  const { data, isPending, isError, error } = useLatestT661(orderId);
  return (
    <section className="admin-section" aria-labelledby="latest-t661">
      <h2 id="latest-t661">Latest T661 draft</h2>
      {isPending && (
        <p className="muted" role="status">
          Loading the draft…
        </p>
      )}
      {isError && <Alert tone="error">Could not load the draft: {error.message}</Alert>}
      {data === null && <p className="empty-note">This project has no T661 draft yet.</p>}
      {data && <T661Draft createdAt={data.createdAt} result={data.result} />}
    </section>
  );
}

function T661Draft({ createdAt, result }: { createdAt: string; result: TaskResult }) {
  const rich = readPayload(result);
  return (
    <>
      <p className="muted small">Drafted {formatDate(createdAt)}</p>
      {rich?.type === "T661" ? (
        <T661Result output={rich.output} />
      ) : (
        <div className="card">
          <Markdown>{result.markdown}</Markdown>
        </div>
      )}
    </>
  );
}
