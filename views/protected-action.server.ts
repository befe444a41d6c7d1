import { data } from "react-router";
import type { RouterContextProvider } from "react-router";
import { formsKey } from "~/src/request-context";
import { CSRF_FIELD } from "./components/csrf-field";

export const EXPIRED_FORM_MESSAGE = "Il modulo è scaduto o non proviene da questo sito: ricarica la pagina e riprova.";
export const TOO_MANY_MESSAGE = "Troppi invii in poco tempo: riprova tra qualche minuto.";

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

export type ActionGuard<TooMany> = {
  /** The rate-limit bucket of this submission, or null for steps that send nothing anywhere (adding a row, a reset). */
  bucket: (form: FormData) => string | null;
  /** Keys counted besides the client's address (an e-mail), from that address. */
  keys?: (form: FormData) => string[];
  /** The page's own answer when the limit is reached (values kept); a plain 429 page otherwise. */
  refuse?: (form: FormData, retryAfterSeconds: number) => TooMany;
  /**
   * `false` for a form that sits on pages the anonymous page cache shares (a horse file's "Aggiungi ai miei
   * cavalli"): a shared page cannot carry one visitor's token, so the site's Origin check alone
   * guards it. Only for actions that change nothing but the visitor's own cookie.
   */
  token?: false;
};

/** The submitted form; a body that is no form (empty, another encoding, broken) reads as an empty one. */
async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) return new FormData();
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/**
 * Every form action of the site goes through here, in this order: the post must
 * carry this visitor's anti-forgery token (403 with the Italian error page
 * otherwise, also for an empty or unreadable body) and stay within its rate limit
 * (429). The handler receives the form already read. Where the post comes from was
 * checked before any route ran, by the site's one Origin check (src/server/csrf.ts).
 */
export function protectedAction<Args extends ActionArgs, Result, TooMany = never>(
  guard: ActionGuard<TooMany>,
  handler: (args: Args & { form: FormData }) => Promise<Result>,
): (args: Args) => Promise<Result | TooMany> {
  return async (args) => {
    const { request, context } = args;
    const form = await readForm(request);
    const forms = context.get(formsKey);
    if (guard.token !== false && !forms.checkCsrf(form.get(CSRF_FIELD))) throw data(EXPIRED_FORM_MESSAGE, { status: 403 });
    const bucket = guard.bucket(form);
    if (bucket !== null) {
      const limit = await forms.rateLimit(bucket, guard.keys?.(form) ?? []);
      if (!limit.allowed) {
        if (guard.refuse) return guard.refuse(form, limit.retryAfterSeconds);
        throw data(TOO_MANY_MESSAGE, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
      }
    }
    return handler({ ...args, form });
  };
}
