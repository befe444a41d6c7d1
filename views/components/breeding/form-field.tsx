import type { ReactNode } from "react";
import { HorsePicker } from "../horse-picker/horse-picker";

/** A labelled form field with its hint and its error right below it. */
export function FormField({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={`form-field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria-describedby for a field: its hint and its error when present. */
export function describedBy(id: string, hint: boolean, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return ids || undefined;
}

/** The list of errors above a refused form, each linking to its field. */
export function ErrorSummary({
  title,
  errors,
  labels,
}: {
  title: string;
  errors: Record<string, string>;
  labels: Record<string, { label: string; id: string }>;
}) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div className="alert alert-danger" role="alert" tabIndex={-1}>
      <p>
        <strong>{title}</strong>
      </p>
      <ul>
        {entries.map(([field, message]) => (
          <li key={field}>
            {labels[field] ? <a href={`#${labels[field].id}`}>{labels[field].label}</a> : null}
            {labels[field] ? ": " : null}
            {message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A parent of the foal, picked among the horses of the right sex as the name is typed; its error below it. */
export function ParentPickerField({
  id,
  name,
  label,
  type,
  picked,
  error,
}: {
  id: string;
  name: "dam" | "sire";
  label: string;
  type: "F" | "M";
  picked: { code: string; text: string };
  error?: string;
}) {
  return (
    <div className={`form-field picker-field${error ? " has-error" : ""}`} id={id}>
      <HorsePicker
        name={name}
        label={label}
        type={type}
        ageLimit
        pickFirstOnBlur
        defaultValue={picked.code || picked.text ? { code: picked.code, text: picked.text } : null}
      />
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  );
}
