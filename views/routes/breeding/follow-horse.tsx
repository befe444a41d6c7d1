import { useRef, useState } from "react";
import { useHydrated } from "../../components/use-hydrated";
import { CalendarSubscription } from "../../components/calendar-subscription";
import { calendarLinkLabel, MAX_CALENDAR_HORSES } from "~/src/domain/calendar-feed/starts-calendar";
import { data, Form, useNavigation } from "react-router";
import type { FollowFormValues } from "~/src/application/breeding/follow-form";
import {
  addFollowedHorse,
  canConfirmFollow,
  followedHorseLabel,
  removeFollowedHorse,
  type FollowedHorse,
} from "~/src/domain/breeding/forms";
import { describedBy, ErrorSummary, FormField } from "../../components/breeding/form-field";
import { CsrfField } from "../../components/csrf-field";
import { HorsePicker } from "../../components/horse-picker/horse-picker";
import { Spinner } from "../../components/loading-indicator";
import { FormSent } from "../../components/breeding/form-sent";
import { useNotice, type NoticeHandle } from "../../components/notice";
import { protectedAction } from "../../protected-action.server";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/follow-horse";
import { tooManyAttempts } from "./params";
import "./breeding.css";
import { followHorsePath } from "~/src/urls/breeding";
import { followedCalendarPath } from "~/src/urls/horses";
import { breedingKey, flashKey, formsKey, horsesKey } from "~/src/request-context";

const MAX_HORSES = 50;

/** This page shows the notice of a subscription in its own place, with the calendar (components/notice.tsx). */
export const handle: NoticeHandle = { noticeInPage: true };

export async function loader({ context }: Route.LoaderArgs) {
  return { csrfToken: context.get(formsKey).csrfToken };
}

/** The chosen horses travel as pairs of hidden fields: horseCode[i] and horseText[i]. */
function followValues(formData: FormData): FollowFormValues {
  const codes = formData.getAll("horseCode").map(String);
  const texts = formData.getAll("horseText").map(String);
  let horses: FollowedHorse[] = [];
  codes.slice(0, MAX_HORSES).forEach((code, index) => {
    if (/^\d{1,12}$/.test(code)) horses = addFollowedHorse(horses, { code, label: (texts[index] ?? "").slice(0, 200) || code });
  });
  const text = (name: string) => String(formData.get(name) ?? "");
  return { name: text("name"), email: text("email"), horses };
}

/** Adding, removing and searching horses only edit the form: the limit counts the real submission. */
const isEditingStep = (form: FormData) => form.get("remove") !== null || Boolean(form.get("add")) || form.get("intent") === "search";

export const action = protectedAction(
  {
    bucket: (form) => (isEditingStep(form) ? null : "follow-horse"),
    keys: (form) => [followValues(form).email],
    refuse: (form, retryAfterSeconds) => tooManyAttempts(followValues(form), retryAfterSeconds),
  },
  async ({ form: formData, context }: Route.ActionArgs & { form: FormData }) => {
    const values = followValues(formData);
    const intent = String(formData.get("intent") ?? "confirm");
    const removed = formData.get("remove");
    if (removed !== null)
      return { status: "editing" as const, values: { ...values, horses: removeFollowedHorse(values.horses, String(removed)) } };
    const added = String(formData.get("add") ?? "");
    if (added) {
      const separator = added.indexOf("|");
      const code = added.slice(0, separator);
      if (separator > 0 && /^\d{1,12}$/.test(code)) {
        return {
          status: "editing" as const,
          values: { ...values, horses: addFollowedHorse(values.horses, { code, label: added.slice(separator + 1, separator + 201) }) },
        };
      }
      throw data("Cavallo non valido", { status: 400 });
    }
    if (intent === "search") {
      const input = String(formData.get("cercaText") ?? "").slice(0, 100);
      const found = await context
        .get(horsesKey)
        .searchHorsesForPicker({ input, ageLimit: true })
        .catch(() => ({ horses: [], more: false }));
      return {
        status: "searching" as const,
        values,
        searchText: input,
        results: found.horses.map((horse) => ({ code: horse.code, label: followedHorseLabel(horse) })),
      };
    }
    const outcome = await context.get(breedingKey).subscribeToHorses(values);
    if (outcome.status === "invalid" || outcome.status === "rejected") return data(outcome, { status: 422 });
    if (outcome.status === "failed") return data(outcome, { status: 502 });
    // Post/Redirect/Get: the empty form again, saying so once, with the starts calendar of the horses
    // just followed (the feed takes at most 20). Adding, removing and searching above only edit the form.
    const calendarCodes = values.horses.map((horse) => horse.code).slice(0, MAX_CALENDAR_HORSES);
    return context.get(flashKey).redirect(followHorsePath(), {
      text: outcome.message ?? "Iscrizione confermata.",
      link:
        calendarCodes.length > 0
          ? { href: followedCalendarPath(calendarCodes), label: calendarLinkLabel(calendarCodes.length) }
          : undefined,
    });
  },
);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Segui il cavallo", description: "Ricevi per email le novità sui cavalli che vuoi seguire." });

const FIELD_LABELS: Record<string, { label: string; id: string }> = {
  email: { label: "Email", id: "follow-email" },
  name: { label: "Nome", id: "follow-name" },
  horses: { label: "Cavalli", id: "follow-horses" },
};

const EMPTY: FollowFormValues = { name: "", email: "", horses: [] };

export default function FollowHorse({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "confirm";
  const hydrated = useHydrated();

  const values = (actionData && "values" in actionData ? actionData.values : undefined) ?? EMPTY;
  const errors: Record<string, string> = actionData && "errors" in actionData ? actionData.errors : {};
  const [horses, setHorses] = useState<FollowedHorse[]>(values.horses);
  const [formKey, setFormKey] = useState(0);
  const [seenAnswer, setSeenAnswer] = useState(actionData);
  if (actionData !== seenAnswer) {
    setSeenAnswer(actionData);
    if (actionData && "values" in actionData) setHorses(actionData.values.horses);
  }
  // A confirmed subscription arrives as the page's notice, with the form empty again.
  const notice = useNotice();
  const [seenNotice, setSeenNotice] = useState(notice);
  if (notice !== seenNotice) {
    setSeenNotice(notice);
    if (notice) {
      setHorses([]);
      setFormKey((key) => key + 1);
    }
  }

  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [pickerKey, setPickerKey] = useState(0);
  function openSearch() {
    setPickerKey((key) => key + 1);
    dialogRef.current?.showModal();
  }
  function closeSearch() {
    dialogRef.current?.close();
  }

  const shownValues = notice ? EMPTY : values;
  return (
    <div className="container page breeding-page">
      <header className="page-header">
        <h1>Segui il cavallo</h1>
        <p>Scegli i cavalli che vuoi seguire: ti scriveremo quando corrono o quando ci sono novità.</p>
      </header>
      {notice ? (
        <FormSent notice={notice}>
          {notice.link ? <CalendarSubscription href={notice.link.href} label={notice.link.label} /> : null}
        </FormSent>
      ) : null}
      {actionData?.status === "failed" ? (
        <p className="alert alert-danger" role="alert">
          Invio non riuscito: riprova più tardi.
        </p>
      ) : null}
      {actionData?.status === "limited" ? (
        <p className="alert alert-danger" role="alert">
          {actionData.message}
        </p>
      ) : null}
      <ErrorSummary title="Non è stato possibile confermare l'iscrizione:" errors={errors} labels={FIELD_LABELS} />
      <Form method="post" className="breeding-form" key={formKey}>
        <CsrfField token={loaderData.csrfToken} />
        <FormField id="follow-email" label="Email" required error={errors.email}>
          <input
            id="follow-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            defaultValue={shownValues.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("follow-email", false, errors.email)}
          />
        </FormField>
        <FormField id="follow-name" label="Nome" error={errors.name}>
          <input
            id="follow-name"
            name="name"
            type="text"
            autoComplete="name"
            maxLength={100}
            defaultValue={shownValues.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("follow-name", false, errors.name)}
          />
        </FormField>
        <fieldset className={`form-field${errors.horses ? " has-error" : ""}`} id="follow-horses" tabIndex={-1}>
          <legend>Cavalli da seguire</legend>
          {horses.length ? (
            <ul className="followed-horses">
              {horses.map((horse) => (
                <li key={horse.code}>
                  <input type="hidden" name="horseCode" value={horse.code} />
                  <input type="hidden" name="horseText" value={horse.label} />
                  <span>{horse.label}</span>
                  <button
                    type="submit"
                    name="remove"
                    value={horse.code}
                    formNoValidate
                    className="button button-secondary button-small"
                    onClick={(event) => {
                      event.preventDefault();
                      setHorses((current) => removeFollowedHorse(current, horse.code));
                    }}
                  >
                    Rimuovi<span className="visually-hidden"> {horse.label}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="form-hint">Nessun cavallo scelto.</p>
          )}
          {errors.horses ? <p className="field-error">{errors.horses}</p> : null}
          {hydrated ? (
            <button type="button" ref={openerRef} className="button button-secondary" onClick={openSearch} aria-haspopup="dialog">
              Cerca un cavallo
            </button>
          ) : (
            <div className="follow-search">
              <HorsePicker
                name="cerca"
                label="Nome del cavallo da cercare"
                ageLimit
                defaultValue={actionData?.status === "searching" ? { code: "", text: actionData.searchText } : null}
              />
              <button type="submit" name="intent" value="search" formNoValidate className="button button-secondary">
                Cerca
              </button>
              {actionData?.status === "searching" ? (
                actionData.results.length ? (
                  <ul className="follow-results" aria-label="Cavalli trovati">
                    {actionData.results.map((horse) => (
                      <li key={horse.code}>
                        <span>{horse.label}</span>
                        <button
                          type="submit"
                          name="add"
                          value={`${horse.code}|${horse.label}`}
                          formNoValidate
                          className="button button-secondary button-small"
                        >
                          Aggiungi<span className="visually-hidden"> {horse.label}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="form-hint">Non ha prodotto risultati</p>
                )
              ) : null}
            </div>
          )}
        </fieldset>
        <div className="form-actions">
          {submitting ? (
            <Spinner text="Invio dati in corso..." />
          ) : canConfirmFollow(horses) ? (
            <button type="submit" name="intent" value="confirm" className="button">
              Conferma
            </button>
          ) : null}
        </div>
      </Form>
      {hydrated ? (
        <dialog ref={dialogRef} className="follow-dialog" aria-labelledby="follow-dialog-title" onClose={() => openerRef.current?.focus()}>
          <div className="follow-dialog-header">
            <h2 id="follow-dialog-title">Cerca un cavallo</h2>
            <button type="button" className="button button-secondary" onClick={closeSearch}>
              Chiudi
            </button>
          </div>
          <HorsePicker
            key={pickerKey}
            name="cerca"
            label="Nome del cavallo"
            ageLimit
            onSelect={(horse) => {
              if (!horse) return;
              setHorses((current) => addFollowedHorse(current, { code: horse.code, label: followedHorseLabel(horse) }));
              closeSearch();
            }}
          />
        </dialog>
      ) : null}
    </div>
  );
}
