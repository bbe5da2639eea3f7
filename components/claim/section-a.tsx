"use client";

import { useId, useRef, type InputHTMLAttributes } from "react";
import type { Editable, SectionAKey } from "@/lib/client/claim-draft";
import type { FieldCodesDTO } from "@/lib/client/claim-api";

interface SectionAProps {
  values: Editable;
  onChange: (key: SectionAKey, value: string) => void;
  /** Why the server refused a field, by field. */
  errors: Partial<Record<SectionAKey, string>>;
  fieldCodes: FieldCodesDTO | undefined;
  fieldCodesError: string | null;
  formVersion: string;
  /** The export's title when the field is empty. */
  projectName?: string;
}

function labelOf(codes: FieldCodesDTO | undefined, code: string): string | null {
  if (!codes || !code) return null;
  const own = codes.codes.find((c) => c.code === code);
  if (own) return own.label;
  const group = codes.groups.find((g) => g.code === code.slice(0, 4));
  return group ? `under ${group.code} ${group.label}: check the code in guide T4088` : null;
}

function Input({ id, label, hint, error, ...input }: { id: string; label: string; hint?: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error && (
        <p id={`${id}-error`} className="field-error">
          Not saved: {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Part 2, Section A: the project's identification, saved with the lines. */
export function SectionA({ values, onChange, errors, fieldCodes, fieldCodesError, formVersion, projectName }: SectionAProps) {
  const id = useId();
  const codeInput = useRef<HTMLInputElement>(null);
  const code = values.fieldOfScienceCode;
  const codeLabel = labelOf(fieldCodes, code);
  const suggestions = (fieldCodes?.suggestions ?? []).filter((s) => s.code !== code);

  function pick(suggested: string, level: "code" | "group") {
    if (level === "code") {
      onChange("fieldOfScienceCode", suggested);
      return;
    }
    // A group: the user completes the code from T4088's list.
    onChange("fieldOfScienceCode", `${suggested}.`);
    codeInput.current?.focus();
  }

  return (
    <section className="card claim-section-a" aria-labelledby={`${id}-title`} id="section-a">
      <h2 id={`${id}-title`}>Section A: project identification</h2>
      <p className="muted small">As form {formVersion} asks it. Saved as you type, with the lines.</p>
      <div className="claim-section-a-grid">
        <Input
          id={`${id}-name`}
          label="Project title"
          value={values.title}
          maxLength={200}
          placeholder={projectName ? `Empty: the export uses the project's name, ${projectName}` : undefined}
          error={errors.title}
          onChange={(e) => onChange("title", e.target.value)}
          className="claim-title-input"
        />
        <Input
          id={`${id}-start`}
          label="Start date"
          type="month"
          placeholder="YYYY-MM"
          value={values.startDate}
          error={errors.startDate}
          hint="Year and month"
          onChange={(e) => onChange("startDate", e.target.value)}
        />
        <Input
          id={`${id}-end`}
          label="Completion or expected completion"
          type="month"
          placeholder="YYYY-MM"
          value={values.completionDate}
          error={errors.completionDate}
          hint="Year and month"
          onChange={(e) => onChange("completionDate", e.target.value)}
        />
        <div className="field claim-code-field">
          <label htmlFor={`${id}-code`}>Field of science or technology (line 206)</label>
          <input
            id={`${id}-code`}
            ref={codeInput}
            list={`${id}-codes`}
            value={code}
            placeholder="e.g. 2.02.09"
            inputMode="decimal"
            aria-invalid={errors.fieldOfScienceCode ? true : undefined}
            aria-describedby={`${id}-code-hint`}
            onChange={(e) => onChange("fieldOfScienceCode", e.target.value.trim())}
          />
          <datalist id={`${id}-codes`}>
            {fieldCodes?.codes.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </datalist>
          {errors.fieldOfScienceCode && <p className="field-error">Not saved: {errors.fieldOfScienceCode}</p>}
          <p id={`${id}-code-hint`} className="field-hint" data-testid="field-code-hint">
            {code ? (codeLabel ?? "Not a code of the list in guide T4088") : "A code from the list in guide T4088, as 2.02.09"}
          </p>
        </div>
        {fieldCodes?.asksCrdc && (
          <Input
            id={`${id}-crdc`}
            label="CRDC 2020 field of research"
            value={values.crdcCode}
            placeholder="RDF20104"
            error={errors.crdcCode}
            onChange={(e) => onChange("crdcCode", e.target.value.toUpperCase())}
          />
        )}
      </div>
      {fieldCodesError && <p className="field-error">Could not load the code list: {fieldCodesError}</p>}
      {suggestions.length > 0 && (
        <div className="claim-suggestions" aria-label="Suggested field codes">
          <p className="small muted">Suggested from the project&apos;s own words (confirm one, or type another):</p>
          <ul>
            {suggestions.map((s) => (
              <li key={s.code}>
                <button type="button" className="button button-small button-secondary" onClick={() => pick(s.code, s.level)}>
                  {s.level === "code" ? `Use ${s.code}` : `Group ${s.code}…`}
                </button>
                <span>
                  <strong>{s.label}</strong>
                  <span className="muted small"> · from {s.cues.slice(0, 4).join(", ")}</span>
                  {s.level === "group" && <span className="muted small"> · pick the code under this group in T4088</span>}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
