import { useState } from "react";
import { BREEDER_AUTOCOMPLETE_MIN_CHARS } from "~/src/domain/breeding/breeder-search";
import { atLeastLetters } from "~/src/domain/horses/horse-search";
import { data, Form, Link, useNavigation } from "react-router";
import { emptyFoalForm, foalFormValues, type FoalFormValues } from "~/src/application/breeding/foal-form-values";
import { yearLetterWarning } from "~/src/domain/year-letter";
import { BreederAutocomplete } from "../../components/breeding/breeder-autocomplete";
import { describedBy, ErrorSummary, FormField, ParentPickerField } from "../../components/breeding/form-field";
import { CsrfField } from "../../components/csrf-field";
import { Spinner } from "../../components/loading-indicator";
import { FormSent } from "../../components/breeding/form-sent";
import { useNotice, type NoticeHandle } from "../../components/notice";
import { protectedAction } from "../../protected-action.server";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/add-foal";
import { tooManyAttempts } from "./params";
import "./breeding.css";
import { addFoalPath } from "~/src/urls/breeding";
import { breedingKey, flashKey, formsKey } from "~/src/request-context";

export async function loader({ context }: Route.LoaderArgs) {
  return { ...(await context.get(breedingKey).getAddFoalForm()), csrfToken: context.get(formsKey).csrfToken };
}

const PUBLICATION_NOTE = "Il nome sarà pubblicato dopo il controllo dei dati.";

/** This page shows the notice of a foal just sent in place of the form (components/notice.tsx). */
export const handle: NoticeHandle = { noticeInPage: true };

const isReset = (form: FormData) => form.get("intent") === "reset";

export const action = protectedAction(
  {
    bucket: (form) => (isReset(form) ? null : "add-foal"),
    refuse: (form, retryAfterSeconds) => tooManyAttempts(foalFormValues(Object.fromEntries(form)), retryAfterSeconds),
  },
  async ({ form, context }: Route.ActionArgs & { form: FormData }) => {
    // Without JavaScript, "Cancella tutto" posts: the empty form is the page itself.
    if (isReset(form)) return context.get(flashKey).redirect(addFoalPath());
    const outcome = await context.get(breedingKey).submitFoalListing(Object.fromEntries(form));
    if (outcome.status === "invalid" || outcome.status === "rejected") return data(outcome, { status: 422 });
    if (outcome.status === "failed") return data(outcome, { status: 502 });
    // Post/Redirect/Get: the page again, saying the foal was sent; a reload sends nothing.
    return context.get(flashKey).redirect(addFoalPath(), {
      text: outcome.message ?? "Puledro inserito",
      notes: [PUBLICATION_NOTE, ...(outcome.warning ? [outcome.warning] : [])],
    });
  },
);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Aggiungi un puledro",
    description: "Inserisci gratuitamente il tuo puledro: il nome sarà pubblicato dopo il controllo dei dati.",
  });

const FIELD_LABELS: Record<string, { label: string; id: string }> = {
  name: { label: "Nome", id: "foal-name" },
  sex: { label: "Sesso", id: "foal-sex-F" },
  birthYear: { label: "Anno di nascita", id: "foal-birth-year" },
  dam: { label: "Madre", id: "foal-dam" },
  damText: { label: "Madre", id: "foal-dam" },
  sire: { label: "Padre", id: "foal-sire" },
  sireText: { label: "Padre", id: "foal-sire" },
  breederName: { label: "Allevatore", id: "foal-breeder" },
  breeder: { label: "Allevatore", id: "foal-breeder" },
  phone: { label: "Telefono", id: "foal-phone" },
  note: { label: "Note", id: "foal-note" },
};

/** The error keys an input answers for: a picker's text and its chosen code are one field. */
const FIELDS_OF_INPUT: Record<string, string[]> = {
  damText: ["damText", "dam"],
  sireText: ["sireText", "sire"],
  breederName: ["breederName", "breeder"],
};

const NOTE_HINT = "Se la madre, il padre o l'allevatore non compaiono nella ricerca, indicali qui.";

export default function AddFoal({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") !== "reset";
  const [formKey, setFormKey] = useState(0);
  const [cleared, setCleared] = useState(false);
  // A new answer of the action is shown even after the form was reset.
  const [seenAnswer, setSeenAnswer] = useState(actionData);
  // Fields filled since the last answer: their error messages go away (docs/PRODUCT.md, "Adding a foal").
  const [filled, setFilled] = useState<ReadonlySet<string>>(new Set());
  if (actionData !== seenAnswer) {
    setSeenAnswer(actionData);
    setCleared(false);
    setFilled(new Set());
  }

  const notice = useNotice();
  const outcome = cleared ? undefined : actionData;
  if (notice) {
    return (
      <div className="container page breeding-page">
        <header className="page-header">
          <h1>Aggiungi un puledro</h1>
        </header>
        <FormSent notice={notice} />
        <Link to={addFoalPath()} className="button">
          Aggiungi un altro puledro
        </Link>
      </div>
    );
  }

  const values: FoalFormValues = outcome && "values" in outcome ? outcome.values : emptyFoalForm();
  const answerErrors: Record<string, string> = outcome && "errors" in outcome ? outcome.errors : {};
  const errors = Object.fromEntries(Object.entries(answerErrors).filter(([field]) => !filled.has(field)));
  const onFieldInput = (field: string, value: string) => {
    const fields = FIELDS_OF_INPUT[field] ?? [field];
    if (value.trim() === "") return;
    setFilled((current) => (fields.every((name) => current.has(name)) ? current : new Set([...current, ...fields])));
  };
  return (
    <div className="container page breeding-page">
      <header className="page-header">
        <h1>Aggiungi un puledro</h1>
        <p>
          Inserisci gratuitamente il tuo puledro: il nome diventa pubblico solo dopo il controllo dei dati. I campi con * sono obbligatori.
        </p>
      </header>
      {outcome?.status === "failed" ? (
        <p className="alert alert-danger" role="alert">
          Invio non riuscito: riprova più tardi.
        </p>
      ) : null}
      {outcome?.status === "limited" ? (
        <p className="alert alert-danger" role="alert">
          {outcome.message}
        </p>
      ) : null}
      <ErrorSummary title="Non è stato possibile inviare i dati:" errors={errors} labels={FIELD_LABELS} />
      <FoalForm
        key={formKey}
        values={cleared ? emptyFoalForm() : values}
        errors={cleared ? {} : errors}
        birthYears={loaderData.birthYears}
        csrfToken={loaderData.csrfToken}
        submitting={submitting}
        onFieldInput={onFieldInput}
        onReset={() => {
          setCleared(true);
          setFormKey((key) => key + 1);
        }}
      />
    </div>
  );
}

type FoalFormProps = {
  values: FoalFormValues;
  errors: Record<string, string>;
  birthYears: number[];
  csrfToken: string;
  submitting: boolean;
  onFieldInput: (field: string, value: string) => void;
  onReset: () => void;
};

function FoalForm({ values, errors, birthYears, csrfToken, submitting, onFieldInput, onReset }: FoalFormProps) {
  const [name, setName] = useState(values.name);
  const [year, setYear] = useState(values.birthYear);
  const warning = name.trim() && /^\d{4}$/.test(year) ? yearLetterWarning(name, Number(year)) : null;
  const nameError = errors.name;
  return (
    <Form
      method="post"
      className="breeding-form"
      noValidate={false}
      onChange={(event) => {
        // A change anywhere in the form reaches it here; the changed field is the event's target.
        const field = event.target as unknown as { name?: unknown; value?: unknown };
        if (typeof field.name === "string" && field.name && typeof field.value === "string") onFieldInput(field.name, field.value);
      }}
    >
      <CsrfField token={csrfToken} />
      <FormField id="foal-name" label="Nome" required error={nameError}>
        <input
          id="foal-name"
          name="name"
          type="text"
          required
          maxLength={60}
          defaultValue={values.name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={
            [describedBy("foal-name", false, nameError), warning ? "foal-name-warning" : ""].filter(Boolean).join(" ") || undefined
          }
        />
      </FormField>
      {warning ? (
        <p id="foal-name-warning" className="field-warning" role="status">
          {warning}
        </p>
      ) : null}
      <fieldset className={`form-field${errors.sex ? " has-error" : ""}`} aria-describedby={errors.sex ? "foal-sex-error" : undefined}>
        <legend>
          Sesso <span aria-hidden="true">*</span>
        </legend>
        <label className="inline-choice">
          <input id="foal-sex-F" type="radio" name="sex" value="F" required defaultChecked={values.sex === "F"} /> Femmina
        </label>
        <label className="inline-choice">
          <input type="radio" name="sex" value="M" defaultChecked={values.sex === "M"} /> Maschio
        </label>
        {errors.sex ? (
          <p id="foal-sex-error" className="field-error">
            {errors.sex}
          </p>
        ) : null}
      </fieldset>
      <FormField id="foal-birth-year" label="Anno di nascita" required error={errors.birthYear}>
        <select
          id="foal-birth-year"
          name="birthYear"
          required
          defaultValue={values.birthYear}
          onChange={(event) => setYear(event.target.value)}
          aria-invalid={errors.birthYear ? true : undefined}
          aria-describedby={describedBy("foal-birth-year", false, errors.birthYear)}
        >
          <option value="">Scegli l'anno</option>
          {birthYears.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </FormField>
      <ParentPickerField
        id="foal-dam"
        name="dam"
        label="Madre"
        type="F"
        picked={{ code: values.dam, text: values.damText }}
        error={errors.damText || errors.dam}
      />
      <ParentPickerField
        id="foal-sire"
        name="sire"
        label="Padre"
        type="M"
        picked={{ code: values.sire, text: values.sireText }}
        error={errors.sireText || errors.sire}
      />
      <div id="foal-breeder">
        <BreederAutocomplete
          defaultText={values.breederName}
          defaultId={values.breeder}
          error={errors.breederName || errors.breeder}
          hint={`Scrivi ${atLeastLetters(BREEDER_AUTOCOMPLETE_MIN_CHARS)} e scegli l'allevatore dall'elenco.`}
        />
      </div>
      <FormField id="foal-phone" label="Telefono" required error={errors.phone}>
        <input
          id="foal-phone"
          name="phone"
          type="tel"
          required
          autoComplete="tel"
          maxLength={20}
          defaultValue={values.phone}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy("foal-phone", false, errors.phone)}
        />
      </FormField>
      <FormField id="foal-note" label="Note" hint={NOTE_HINT} error={errors.note}>
        <textarea
          id="foal-note"
          name="note"
          rows={3}
          maxLength={2000}
          defaultValue={values.note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={describedBy("foal-note", true, errors.note)}
        />
      </FormField>
      <div className="form-actions">
        {submitting ? (
          <Spinner text="Invio dati in corso..." />
        ) : (
          <>
            <button type="submit" className="button">
              Invia
            </button>
            <button
              type="submit"
              name="intent"
              value="reset"
              formNoValidate
              className="button button-secondary"
              onClick={(event) => {
                // With JavaScript the form clears here; without it the server answers with an empty form.
                event.preventDefault();
                onReset();
              }}
            >
              Cancella tutto
            </button>
          </>
        )}
      </div>
    </Form>
  );
}
