import { StatsDashboard } from "@/components/admin/stats-dashboard";

export default function AdminDashboardPage() {
  return <StatsDashboard />;
}
