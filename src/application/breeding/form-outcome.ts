import { isUpstreamError } from "../../ports/upstream-error";

/** Field → first message, as the forms show them next to each field. */
export type FieldMessages = Record<string, string>;

/** What a form submission ends with: sent, refused by our checks or by the upstream (422), or failed. */
export type FormOutcome<Values, Sent> =
  | ({ status: "sent" } & Sent)
  | { status: "invalid"; errors: FieldMessages; values: Values }
  | { status: "rejected"; errors: FieldMessages; message: string | null; values: Values }
  | { status: "failed"; values: Values };

export function firstMessages(errors: Record<string, string[] | undefined>, rename: Record<string, string> = {}): FieldMessages {
  const result: FieldMessages = {};
  for (const [field, messages] of Object.entries(errors)) {
    const key = rename[field] ?? field;
    if (messages?.[0] && !result[key]) result[key] = messages[0];
  }
  return result;
}

/**
 * A 422 from the upstream becomes the field errors to list; any other upstream
 * failure becomes 'failed' (already logged by the adapter). Bugs rethrow.
 */
export function upstreamOutcome<Values>(error: unknown, values: Values, rename: Record<string, string> = {}) {
  if (isUpstreamError(error, "rejected")) {
    return { status: "rejected" as const, errors: firstMessages(error.fieldErrors ?? {}, rename), message: error.message || null, values };
  }
  if (isUpstreamError(error)) return { status: "failed" as const, values };
  throw error;
}
