import type { ProjectRow } from "@/db/schema";

export interface ProjectDTO {
  id: string;
  name: string;
  fiscalYear: string;
  description: string | null;
  status: ProjectRow["status"];
  createdAt: string;
  updatedAt: string;
}

export const toProjectDTO = (p: ProjectRow): ProjectDTO => ({
  id: p.id,
  name: p.name,
  fiscalYear: p.fiscalYear,
  description: p.description,
  status: p.status,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});
