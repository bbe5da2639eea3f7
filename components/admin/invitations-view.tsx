"use client";

import { SelectField } from "@/components/ui/select-field";
import { INVITATION_STATUSES, type InvitationCode, type InvitationStatus } from "@/lib/client/admin-types";
import { useInvitations, useRevokeInvitation } from "@/lib/client/use-admin";
import { CopyCodeButton } from "./copy-code-button";
import { CreateInvitationsForm } from "./create-invitations-form";
import { formatDate } from "./format";
import { PagedTable } from "./paged-table";
import { useStatusPaging } from "./status-paging";

const PAGE_SIZE = 20;
const STATUS_LABELS: Record<InvitationStatus, string> = { ACTIVE: "Active", USED: "Used", REVOKED: "Revoked", EXPIRED: "Expired" };
const STATUS_OPTIONS = [{ value: "", label: "Any status" }, ...INVITATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))];
const BADGES: Record<InvitationStatus, string> = { ACTIVE: "badge-success", USED: "badge-muted", REVOKED: "badge-danger", EXPIRED: "badge-warning" };

function InvitationRow({ invitation }: { invitation: InvitationCode }) {
  const revoke = useRevokeInvitation();
  const { code, status } = invitation;
  return (
    <tr>
      <td data-label="Code">
        <span className="code-text">{code}</span>
      </td>
      <td data-label="Status">
        <span className={`badge ${BADGES[status]}`}>{STATUS_LABELS[status]}</span>
      </td>
      <td data-label="Created">
        {formatDate(invitation.createdAt)}
        {invitation.createdBy && <span className="cell-sub">by {invitation.createdBy}</span>}
      </td>
      <td data-label="Expires">{formatDate(invitation.expiresAt)}</td>
      <td data-label="Used">
        {invitation.usedBy ? (
          <>
            {invitation.usedBy}
            <span className="cell-sub">{formatDate(invitation.usedAt)}</span>
          </>
        ) : (
          "—"
        )}
      </td>
      <td data-label="Actions" className="cell-actions">
        {status === "ACTIVE" && (
          <div className="row-buttons">
            <CopyCodeButton code={code} />
            <button
              type="button"
              className="button button-small button-ghost-danger"
              disabled={revoke.isPending}
              aria-busy={revoke.isPending}
              onClick={() => revoke.mutate(code)}
            >
              Revoke<span className="visually-hidden"> code {code}</span>
            </button>
          </div>
        )}
        {revoke.isError && (
          <p className="field-error" role="alert">
            {revoke.error.message}
          </p>
        )}
      </td>
    </tr>
  );
}

export function InvitationsView() {
  const { page, setPage, status, onStatus } = useStatusPaging<InvitationStatus>();
  const query = useInvitations({ page, size: PAGE_SIZE, status });
  return (
    <>
      <header className="page-header">
        <h1>Invitations</h1>
        <p className="muted">Codes for sign-up by invitation: create, copy and revoke them.</p>
      </header>
      <CreateInvitationsForm />
      <section aria-labelledby="all-invitations">
        <h2 id="all-invitations">All codes</h2>
        <div className="admin-filters">
          <SelectField name="invitationStatus" label="Status" options={STATUS_OPTIONS} onChange={onStatus} />
        </div>
        <PagedTable
          query={query}
          noun="codes"
          caption="Invitation codes"
          empty="No invitation codes here yet."
          columns={["Code", "Status", "Created", "Expires", "Used by"]}
          actions
          onPage={setPage}
        >
          {(inv) => <InvitationRow key={inv.code} invitation={inv} />}
        </PagedTable>
      </section>
    </>
  );
}
