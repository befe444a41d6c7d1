import { useRef, type KeyboardEvent } from "react";
import { createContext, data, Form, Link, useNavigate, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/auth";
import { CsrfField } from "../../components/csrf-field";
import { protectedAction } from "../../protected-action.server";
import { pageMeta } from "../../seo";
import { REGISTRATION_TEXT_LIMITS, registrationTooLong, SESSION_EXPIRED, tooManyAttemptsMessage } from "~/src/domain/fantasy/messages";
import { GAME_HOME_PATH, NO_STORE, noStoreHeaders, redirectNoStore, safeReturnPath } from "./guard";
import "./fantasy.css";
import { fantasyAuthPath } from "~/src/urls/fantasy";
import { fantasyKey, flashKey, formsKey, playerSessionKey } from "~/src/request-context";

export const headers = noStoreHeaders;

type Tab = "entra" | "registrati";
const TABS: { id: Tab; label: string }[] = [
  { id: "entra", label: "Entra" },
  { id: "registrati", label: "Registrati" },
];

function tabOf(value: string | null | undefined): Tab {
  return value === "registrati" ? "registrati" : "entra";
}

/**
 * Set by a refused login or registration: the page shows the form and the game's message, also
 * to a player already signed in, who must not be sent on as if the new login had worked.
 */
const attemptRefused = createContext<boolean>(false);

export function loader({ context, url }: Route.LoaderArgs) {
  const query = url.searchParams;
  // After the game ended a session: where the player was (a pending trade's confirmation, say), to go back after logging in.
  const returnTo = safeReturnPath(query.get("dopo"));
  if (context.get(playerSessionKey).player && !context.get(attemptRefused)) throw redirectNoStore(returnTo ?? GAME_HOME_PATH);
  return {
    tab: tabOf(query.get("tab")),
    csrfToken: context.get(formsKey).csrfToken,
    notice: query.get("sessione") === "scaduta" ? SESSION_EXPIRED : null,
    returnTo,
  };
}

const text = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string());
const loginSchema = z.object({ email: text.transform((value) => value.trim()), password: text });
const registrationSchema = z.object({
  name: text.transform((value) => value.trim()),
  email: text.transform((value) => value.trim()),
  password: text,
  passwordConfirmation: text,
});

/** One field of the game's forms; `keep` fields come back filled after a refusal (never a password). */
type AuthField = {
  name: string;
  label: string;
  type: "text" | "email" | "password";
  autoComplete: string;
  keep?: boolean;
  maxLength?: number;
};

const EMAIL: AuthField = {
  name: "email",
  label: "E-mail",
  type: "email",
  autoComplete: "email",
  keep: true,
  maxLength: REGISTRATION_TEXT_LIMITS.email,
};
const LOGIN_FIELDS: AuthField[] = [EMAIL, { name: "password", label: "Password", type: "password", autoComplete: "current-password" }];
const REGISTRATION_FIELDS: AuthField[] = [
  {
    name: "name",
    label: "Nome della scuderia",
    type: "text",
    autoComplete: "organization",
    keep: true,
    maxLength: REGISTRATION_TEXT_LIMITS.name,
  },
  EMAIL,
  { name: "password", label: "Password", type: "password", autoComplete: "new-password" },
  { name: "passwordConfirmation", label: "Conferma password", type: "password", autoComplete: "new-password" },
];

/** The login and the registration form: one way of drawing the game's fields. */
function AuthForm(props: {
  tab: Tab;
  action: string;
  fields: AuthField[];
  submitLabel: string;
  values: Record<string, string>;
  csrfToken: string;
  returnTo: string | null;
  busy: boolean;
}) {
  return (
    <Form method="post" action={props.action} className="fantasy-form" key={props.tab}>
      <CsrfField token={props.csrfToken} />
      <input type="hidden" name="intent" value={props.tab} />
      {props.returnTo ? <input type="hidden" name="dopo" value={props.returnTo} /> : null}
      {props.fields.map((field) => (
        <label key={field.name}>
          {field.label}
          <input
            type={field.type}
            name={field.name}
            autoComplete={field.autoComplete}
            maxLength={field.maxLength}
            required
            defaultValue={field.keep ? props.values[field.name] : undefined}
          />
        </label>
      ))}
      <button type="submit" className="button" disabled={props.busy}>
        {props.submitLabel}
      </button>
    </Form>
  );
}

/** Sulky's own limit and the game's (Laravel's login throttle) answer alike: 429, Retry-After, one Italian sentence. */
function tooManyAttempts(tab: Tab, retryAfterSeconds: number, values: Record<string, string>) {
  return data(
    { tab, error: tooManyAttemptsMessage(retryAfterSeconds), values },
    { status: 429, headers: { ...NO_STORE, "Retry-After": String(retryAfterSeconds) } },
  );
}

const isRegistration = (form: FormData) => form.get("intent") === "registrati";

const SIGNED_IN_NOTICE = "Accesso effettuato: la tua scuderia ti aspetta.";
const REGISTERED_NOTICE = "Registrazione completata: la tua scuderia è pronta.";

export const action = protectedAction(
  {
    bucket: (form) => (isRegistration(form) ? "fantasy-register" : "fantasy-login"),
    keys: (form) => [loginSchema.parse(Object.fromEntries(form)).email],
    refuse: (form, retryAfterSeconds) => {
      const fields = Object.fromEntries(form);
      return isRegistration(form)
        ? tooManyAttempts("registrati", retryAfterSeconds, {
            name: registrationSchema.parse(fields).name,
            email: registrationSchema.parse(fields).email,
          })
        : tooManyAttempts("entra", retryAfterSeconds, { email: loginSchema.parse(fields).email });
    },
  },
  async ({ form, context }: Route.ActionArgs & { form: FormData }) => {
    const fields = Object.fromEntries(form);
    // Success goes on to the game (Post/Redirect/Get); a refusal answers with the form and the game's message.
    const next = safeReturnPath(form.get("dopo")) ?? GAME_HOME_PATH;
    if (isRegistration(form)) {
      const registration = registrationSchema.parse(fields);
      // What the game would refuse is refused here, in Italian, before any call (a form kept to the limit's length).
      const tooLong = registrationTooLong(registration);
      const values = {
        name: registration.name.slice(0, REGISTRATION_TEXT_LIMITS.name),
        email: registration.email.slice(0, REGISTRATION_TEXT_LIMITS.email),
      };
      if (tooLong) {
        context.set(attemptRefused, true);
        return data({ tab: "registrati" as Tab, error: tooLong, values }, { status: 400, headers: NO_STORE });
      }
      const outcome = await context.get(fantasyKey).registerFantasyPlayer(context.get(playerSessionKey), registration);
      if (outcome.status === "ok") return context.get(flashKey).redirect(next, { text: REGISTERED_NOTICE }, NO_STORE);
      context.set(attemptRefused, true);
      if (outcome.status === "throttled") return tooManyAttempts("registrati", outcome.retryAfterSeconds, values);
      return data({ tab: "registrati" as Tab, error: outcome.message, values }, { status: 400, headers: NO_STORE });
    }
    const login = loginSchema.parse(fields);
    const values: Record<string, string> = { email: login.email };
    const outcome = await context.get(fantasyKey).loginFantasyPlayer(context.get(playerSessionKey), login);
    if (outcome.status === "ok") return context.get(flashKey).redirect(next, { text: SIGNED_IN_NOTICE }, NO_STORE);
    context.set(attemptRefused, true);
    if (outcome.status === "throttled") return tooManyAttempts("entra", outcome.retryAfterSeconds, values);
    return data({ tab: "entra" as Tab, error: outcome.message, values }, { status: 400, headers: NO_STORE });
  },
);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "FantaTrotto: entra o registrati",
    description: "Entra in FantaTrotto, il gioco del trotto di Sulky, oppure registra la tua scuderia.",
  });

export default function FantasyAuth({ loaderData, actionData }: Route.ComponentProps) {
  const tab = actionData?.tab ?? loaderData.tab;
  const values: Record<string, string> = actionData?.values ?? {};
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  const tabRefs = useRef<Record<Tab, HTMLAnchorElement | null>>({ entra: null, registrati: null });

  // Arrow keys move between the tabs, as in every tab list.
  const onTabKey = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const next: Tab = tab === "entra" ? "registrati" : "entra";
    tabRefs.current[next]?.focus();
    void navigate(fantasyAuthPath(next, loaderData.returnTo), { replace: true, preventScrollReset: true });
  };

  return (
    <div className="container page fantasy-page fantasy-auth">
      <header className="page-header">
        <h1>FantaTrotto</h1>
        <p className="subtitle">Il gioco della tua scuderia virtuale</p>
      </header>
      <div role="tablist" aria-label="Accesso a FantaTrotto" className="fantasy-tabs">
        {TABS.map((item) => (
          <Link
            key={item.id}
            ref={(element) => {
              tabRefs.current[item.id] = element;
            }}
            id={`tab-${item.id}`}
            role="tab"
            // The way back after the login (`dopo`) stays whichever tab the player picks.
            to={fantasyAuthPath(item.id, loaderData.returnTo)}
            replace
            preventScrollReset
            aria-selected={tab === item.id}
            aria-controls={`panel-${item.id}`}
            tabIndex={tab === item.id ? 0 : -1}
            onKeyDown={onTabKey}
          >
            {item.label}
          </Link>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {loaderData.notice && !actionData ? (
          <div className="alert alert-warning" role="status">
            {loaderData.notice}
          </div>
        ) : null}
        {actionData?.error ? (
          <div className="alert alert-danger" role="alert">
            {actionData.error}
          </div>
        ) : null}
        {tab === "entra" ? (
          <AuthForm
            tab="entra"
            action={fantasyAuthPath()}
            fields={LOGIN_FIELDS}
            submitLabel="Entra"
            values={values}
            csrfToken={loaderData.csrfToken}
            returnTo={loaderData.returnTo}
            busy={busy}
          />
        ) : (
          <AuthForm
            tab="registrati"
            action={fantasyAuthPath("registrati")}
            fields={REGISTRATION_FIELDS}
            submitLabel="Registrati"
            values={values}
            csrfToken={loaderData.csrfToken}
            returnTo={loaderData.returnTo}
            busy={busy}
          />
        )}
      </div>
    </div>
  );
}
