import type { ReactNode } from "react";
import type { Notice } from "~/src/request-context";

/**
 * What a public form shows once its post went through (Post/Redirect/Get, the page's
 * notice): the message, the notes under it (the first plain, the others as warnings),
 * and whatever the page offers next.
 */
export function FormSent({ notice, children }: { notice: Notice; children?: ReactNode }) {
  const [first, ...warnings] = notice.notes ?? [];
  return (
    <div className="alert alert-success form-success" role="status">
      <span className="success-icon" aria-hidden="true">
        ✓
      </span>
      <div>
        <p>
          <strong>{notice.text}</strong>
        </p>
        {first ? <p>{first}</p> : null}
        {warnings.map((warning) => (
          <p key={warning} className="field-warning">
            {warning}
          </p>
        ))}
        {children}
      </div>
    </div>
  );
}
