import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminNav } from "@/components/admin/admin-nav";
import { RequireAdmin } from "@/components/admin/require-admin";
import "@/components/admin/admin.css";

export const metadata: Metadata = { title: "Admin", robots: { index: false } };

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <RequireAdmin>
      <div className="container admin">
        <AdminNav />
        {children}
      </div>
    </RequireAdmin>
  );
}
