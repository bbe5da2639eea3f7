"use client";

import { useState, type FormEvent } from "react";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { TIERS, type Role, type Tier, type UserFilters, type UserStatus } from "@/lib/client/admin-types";
import { useAdminUsers } from "@/lib/client/use-admin";
import { TIER_LABELS } from "./format";
import { PagedTable } from "./paged-table";
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
  const query = useAdminUsers(filters);
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
      <PagedTable
        query={query}
        noun="users"
        caption="Users"
        empty="No user matches these filters."
        columns={["User", "Role", "Status", "Plan", "Projects", "Last sign-in", "Joined"]}
        actions
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
      >
        {(u) => <UserRow key={u.id} user={u} />}
      </PagedTable>
    </>
  );
}
