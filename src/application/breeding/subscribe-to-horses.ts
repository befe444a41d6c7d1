import type { BreedingTrottingPort } from "../../ports/trotting/breeding";
import { firstMessages, upstreamOutcome, type FormOutcome } from "./form-outcome";
import { followFormSchema, type FollowFormValues } from "./follow-form";

export type FollowOutcome = FormOutcome<FollowFormValues, { message: string | null }>;

/** The follow-a-horse form (docs/PRODUCT.md, "Following a horse"): validated here, then POST /api/v2/subscribe. */
export function makeSubscribeToHorses(deps: { trotting: BreedingTrottingPort }) {
  return async function subscribeToHorses(values: FollowFormValues): Promise<FollowOutcome> {
    const parsed = followFormSchema.safeParse(values);
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
      return { status: "invalid", errors: firstMessages(errors), values };
    }
    try {
      const receipt = await deps.trotting.subscribeToHorses(parsed.data);
      return { status: "sent", message: receipt.message };
    } catch (error) {
      return upstreamOutcome(error, values);
    }
  };
}
