import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Alert } from "./alert";

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Said while the first answer is on its way; nothing is shown when left out. */
  loading?: string;
  /** Leads the error's message: "Could not load the plans". */
  failed: string;
  children: (data: T) => ReactNode;
}

/** One query's wait, its load error, or its data. */
export function QueryState<T>({ query, loading, failed, children }: QueryStateProps<T>) {
  return (
    <>
      {loading && query.isPending && (
        <p className="muted" role="status">
          {loading}
        </p>
      )}
      {query.isError && (
        <Alert tone="error">
          {failed}: {query.error.message}
        </Alert>
      )}
      {query.data && children(query.data)}
    </>
  );
}
