"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { TIERS, type Role, type Tier, type UserFilters, type UserStatus } from "@/lib/client/admin-types";
import { useAdminUsers } from "@/lib/client/use-admin";
import { TIER_LABELS } from "./format";
import { Pager } from "./pager";
import { UserRow } from "./user-row";

const PAGE_SIZE = 20;

const ROLE_OPTIONS = [
  { value: "", label: "Any role" },
  { value: "USER", label: "User" },
  { value: "ADMIN", label: "Admin" },
];
const STATUS_OPTIONS = [
  { value: "", label: "Any status" },
  { value: "ACTIVE", label: "Active" },
  { value: "SUSPENDED", label: "Suspended" },
];
const TIER_OPTIONS = [{ value: "", label: "Any plan" }, ...TIERS.map((t) => ({ value: t, label: TIER_LABELS[t] }))];

// An empty select means "no filter": the key is left out of the query.
const orUndefined = <T extends string>(v: string) => (v ? (v as T) : undefined);

export function UsersView() {
  const [filters, setFilters] = useState<UserFilters>({ page: 0, size: PAGE_SIZE });
  const { data, isPending, isError, error, isPlaceholderData } = useAdminUsers(filters);
  const refine = (change: Partial<UserFilters>) => setFilters((f) => ({ ...f, ...change, page: 0 }));

  function onSearch(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    refine({ search: String(new FormData(e.currentTarget).get("search") ?? "").trim() || undefined });
  }

  return (
    <>
      <header className="page-header">
        <h1>Users</h1>
        <p className="muted">Find an account, change its role or plan, suspend or activate it.</p>
      </header>
      <form className="admin-filters" role="search" onSubmit={onSearch}>
        <div className="filter-search">
          <TextField name="search" label="Search" type="search" placeholder="Email, username or name" />
        </div>
        <SelectField name="role" label="Role" options={ROLE_OPTIONS} onChange={(e) => refine({ role: orUndefined<Role>(e.target.value) })} />
        <SelectField
          name="status"
          label="Status"
          options={STATUS_OPTIONS}
          onChange={(e) => refine({ status: orUndefined<UserStatus>(e.target.value) })}
        />
        <SelectField
          name="membershipTier"
          label="Plan"
          options={TIER_OPTIONS}
          onChange={(e) => refine({ membershipTier: orUndefined<Tier>(e.target.value) })}
        />
        <button type="submit" className="button button-secondary">
          Search
        </button>
      </form>
      {isError && <Alert tone="error">Could not load the users: {error.message}</Alert>}
      {isPending && (
        <p className="muted" role="status">
          Loading users…
        </p>
      )}
      {data && data.content.length === 0 && <p className="empty-note">No user matches these filters.</p>}
      {data && data.content.length > 0 && (
        <table className="admin-table" aria-busy={isPlaceholderData}>
          <caption className="visually-hidden">Users</caption>
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Plan</th>
              <th scope="col">Projects</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">Joined</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.content.map((u) => (
              <UserRow key={u.id} user={u} />
            ))}
          </tbody>
        </table>
      )}
      {data && (
        <Pager
          page={data.number}
          totalPages={data.totalPages}
          totalElements={data.totalElements}
          noun="users"
          onPage={(page) => setFilters((f) => ({ ...f, page }))}
        />
      )}
    </>
  );
}
