"use client";

import { useState } from "react";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { fiscalYearOf, localToday, monthDayOf, mostRecentYearEnd, yearEndIn } from "@/lib/client/fiscal-year";
import { PROJECT_STATUSES, PROJECT_STATUS_LABELS } from "@/lib/client/labels";
import type { CreateProjectBody, ProjectDTO, ProjectStatus } from "@/lib/client/api-types";
import { rememberedMonthDay } from "@/lib/client/year-end-memory";

export const PROJECT_FIELDS = ["name", "fiscalYear", "description", "status"] as const;
export type ProjectField = (typeof PROJECT_FIELDS)[number];

const STATUS_OPTIONS = PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }));

export const YEAR_END_MISSING = "Enter the last day of the tax year, as a date.";

export interface ProjectForm {
  input: CreateProjectBody & { status?: ProjectStatus };
  /** The month and day the tax year ends on, for the form's memory (year-end-memory.ts). */
  monthDay: string | null;
  /** Set when the tax year end is not a date: the form is not sent. */
  yearEndError: string | null;
}

/**
 * Reads the project form: the tax year end becomes the API's fiscal year (the year it ends in);
 * a blank description is sent as null (the backend clears it).
 */
export function readProjectForm(form: HTMLFormElement): ProjectForm {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim();
  const yearEnd = text("taxYearEnd");
  const fiscalYear = fiscalYearOf(yearEnd);
  const input: ProjectForm["input"] = { name: text("name"), fiscalYear: fiscalYear ?? "", description: text("description") || null };
  if (data.has("status")) input.status = text("status") as ProjectStatus;
  return { input, monthDay: monthDayOf(yearEnd), yearEndError: fiscalYear ? null : YEAR_END_MISSING };
}

/** The year end a form starts from: the project's, or the most recent one that has passed. */
export function initialYearEnd(project?: ProjectDTO): string {
  if (project) return yearEndIn(project.fiscalYear, rememberedMonthDay(project.id));
  return mostRecentYearEnd(localToday(), rememberedMonthDay());
}

function TaxYearEndField({ id, project, error }: { id: string; project?: ProjectDTO; error?: string }) {
  const [value, setValue] = useState(() => initialYearEnd(project));
  const fiscalYear = fiscalYearOf(value);
  return (
    <TextField
      id={id}
      name="taxYearEnd"
      label="Tax year end"
      type="date"
      required
      min="1000-01-01"
      max="9999-12-31"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      hint={
        fiscalYear
          ? `Fiscal year ${fiscalYear}: the tax year that ends on this day.`
          : "The last day of the company's tax year you are claiming for."
      }
      error={error}
    />
  );
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
        <TaxYearEndField id={id("taxYearEnd")} project={project} error={errors.fiscalYear} />
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
