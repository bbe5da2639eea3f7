import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { PROJECT_STATUSES, PROJECT_STATUS_LABELS } from "@/lib/client/labels";
import type { CreateProjectBody, ProjectDTO, ProjectStatus } from "@/lib/client/api-types";

export const PROJECT_FIELDS = ["name", "fiscalYear", "description", "status"] as const;
export type ProjectField = (typeof PROJECT_FIELDS)[number];

const STATUS_OPTIONS = PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }));

/** Reads the project form; a blank description is sent as null (the backend clears it). */
export function readProjectForm(form: HTMLFormElement): CreateProjectBody & { status?: ProjectStatus } {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim();
  const input: CreateProjectBody & { status?: ProjectStatus } = {
    name: text("name"),
    fiscalYear: text("fiscalYear"),
    description: text("description") || null,
  };
  if (data.has("status")) input.status = text("status") as ProjectStatus;
  return input;
}

interface ProjectFieldsProps {
  idPrefix: string;
  project?: ProjectDTO;
  errors: Partial<Record<ProjectField, string>>;
  withStatus?: boolean;
}

export function ProjectFields({ idPrefix, project, errors, withStatus }: ProjectFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <TextField
        id={id("name")}
        name="name"
        label="Project name"
        required
        maxLength={200}
        defaultValue={project?.name}
        placeholder="e.g. Low-latency vision inference on edge devices"
        error={errors.name}
      />
      <div className="field-row">
        <TextField
          id={id("fiscalYear")}
          name="fiscalYear"
          label="Fiscal year"
          required
          inputMode="numeric"
          pattern="\d{4}"
          maxLength={4}
          defaultValue={project?.fiscalYear ?? String(new Date().getFullYear())}
          error={errors.fiscalYear}
        />
        {withStatus && (
          <SelectField
            id={id("status")}
            name="status"
            label="Status"
            options={STATUS_OPTIONS}
            defaultValue={project?.status}
            error={errors.status}
          />
        )}
      </div>
      <TextAreaField
        id={id("description")}
        name="description"
        label="Description (optional)"
        rows={3}
        maxLength={5000}
        defaultValue={project?.description ?? ""}
        hint="A sentence or two on the product or process and what made it hard."
        error={errors.description}
      />
    </>
  );
}
