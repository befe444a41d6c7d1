import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { emptyFoalForm, foalFormValues, type FoalFormValues } from "../../../src/application/breeding/foal-form-values";
import { yearLetterWarning } from "../../../src/domain/year-letter";
import { BreederAutocomplete } from "../../components/breeding/breeder-autocomplete";
import { describedBy, ErrorSummary, FormField } from "../../components/breeding/form-field";
import { CsrfField } from "../../components/csrf-field";
import { HorsePicker } from "../../components/horse-picker/horse-picker";
import { Spinner } from "../../components/loading-indicator";
import { protectedAction } from "../../protected-action";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/add-foal";
import { tooManyAttempts } from "./params";
import "./breeding.css";

export async function loader({ context }: Route.LoaderArgs) {
  return { ...(await context.useCases.getAddFoalForm()), csrfToken: context.csrfToken };
}

const isReset = (form: FormData) => form.get("intent") === "reset";

export const action = protectedAction(
  {
    bucket: (form) => (isReset(form) ? null : "add-foal"),
    refuse: (form, retryAfterSeconds) => tooManyAttempts(foalFormValues(Object.fromEntries(form)), retryAfterSeconds),
  },
  async ({ form, context }: Route.ActionArgs & { form: FormData }) => {
    if (isReset(form)) return { status: "reset" as const };
    const outcome = await context.useCases.submitFoalListing(Object.fromEntries(form));
    if (outcome.status === "invalid" || outcome.status === "rejected") return data(outcome, { status: 422 });
    if (outcome.status === "failed") return data(outcome, { status: 502 });
    return outcome;
  },
);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Aggiungi un puledro", description: "Inserisci gratuitamente il tuo puledro: il nome sarà pubblicato dopo il controllo dei dati." });

const FIELD_LABELS: Record<string, { label: string; id: string }> = {
  nome: { label: "Nome", id: "foal-nome" },
  sesso: { label: "Sesso", id: "foal-sesso-F" },
  anno: { label: "Anno di nascita", id: "foal-anno" },
  madre: { label: "Madre", id: "foal-madre" },
  madreText: { label: "Madre", id: "foal-madre" },
  padre: { label: "Padre", id: "foal-padre" },
  padreText: { label: "Padre", id: "foal-padre" },
  breederText: { label: "Allevatore", id: "foal-allevatore" },
  allevatore_id: { label: "Allevatore", id: "foal-allevatore" },
  telefono: { label: "Telefono", id: "foal-telefono" },
  note: { label: "Note", id: "foal-note" },
};

const NOTE_HINT = "Se la madre, il padre o l'allevatore non compaiono nella ricerca, indicali qui.";

export default function AddFoal({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") !== "reset";
  const [formKey, setFormKey] = useState(0);
  const [cleared, setCleared] = useState(false);
  // A new answer of the action is shown even after the form was reset.
  const [seenAnswer, setSeenAnswer] = useState(actionData);
  if (actionData !== seenAnswer) {
    setSeenAnswer(actionData);
    setCleared(false);
  }

  const outcome = cleared ? undefined : actionData;
  if (outcome?.status === "sent") {
    return (
      <div className="container page breeding-page">
        <header className="page-header"><h1>Aggiungi un puledro</h1></header>
        <div className="alert alert-success form-success" role="status">
          <span className="success-icon" aria-hidden="true">✓</span>
          <div>
            <p><strong>{outcome.message ?? "Puledro inserito"}</strong></p>
            <p>Il nome sarà pubblicato dopo il controllo dei dati.</p>
            {outcome.warning ? <p className="field-warning">{outcome.warning}</p> : null}
          </div>
        </div>
        <Link to="/cavalli/aggiungi-puledro" className="button">Aggiungi un altro puledro</Link>
      </div>
    );
  }

  const values: FoalFormValues = outcome && "values" in outcome ? outcome.values : emptyFoalForm();
  const errors: Record<string, string> = outcome && "errors" in outcome ? outcome.errors : {};
  return (
    <div className="container page breeding-page">
      <header className="page-header">
        <h1>Aggiungi un puledro</h1>
        <p>Inserisci gratuitamente il tuo puledro: il nome diventa pubblico solo dopo il controllo dei dati. I campi con * sono obbligatori.</p>
      </header>
      {outcome?.status === "failed" ? <p className="alert alert-danger" role="alert">Invio non riuscito: riprova più tardi.</p> : null}
      {outcome?.status === "limited" ? <p className="alert alert-danger" role="alert">{outcome.message}</p> : null}
      <ErrorSummary title="Non è stato possibile inviare i dati:" errors={errors} labels={FIELD_LABELS} />
      <FoalForm
        key={formKey}
        values={cleared ? emptyFoalForm() : values}
        errors={cleared ? {} : errors}
        birthYears={loaderData.birthYears}
        csrfToken={loaderData.csrfToken}
        submitting={submitting}
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
  onReset: () => void;
};

function FoalForm({ values, errors, birthYears, csrfToken, submitting, onReset }: FoalFormProps) {
  const [name, setName] = useState(values.nome);
  const [year, setYear] = useState(values.anno);
  const warning = name.trim() && /^\d{4}$/.test(year) ? yearLetterWarning(name, Number(year)) : null;
  const nameError = errors.nome;
  return (
    <Form method="post" className="breeding-form" noValidate={false}>
      <CsrfField token={csrfToken} />
      <FormField id="foal-nome" label="Nome" required error={nameError}>
        <input
          id="foal-nome"
          name="nome"
          type="text"
          required
          maxLength={60}
          defaultValue={values.nome}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={[describedBy("foal-nome", false, nameError), warning ? "foal-nome-warning" : ""].filter(Boolean).join(" ") || undefined}
        />
      </FormField>
      {warning ? <p id="foal-nome-warning" className="field-warning" role="status">{warning}</p> : null}
      <fieldset className={`form-field${errors.sesso ? " has-error" : ""}`} aria-describedby={errors.sesso ? "foal-sesso-error" : undefined}>
        <legend>Sesso <span aria-hidden="true">*</span></legend>
        <label className="inline-choice"><input id="foal-sesso-F" type="radio" name="sesso" value="F" required defaultChecked={values.sesso === "F"} /> Femmina</label>
        <label className="inline-choice"><input type="radio" name="sesso" value="M" defaultChecked={values.sesso === "M"} /> Maschio</label>
        {errors.sesso ? <p id="foal-sesso-error" className="field-error">{errors.sesso}</p> : null}
      </fieldset>
      <FormField id="foal-anno" label="Anno di nascita" required error={errors.anno}>
        <select id="foal-anno" name="anno" required defaultValue={values.anno} onChange={(event) => setYear(event.target.value)} aria-invalid={errors.anno ? true : undefined} aria-describedby={describedBy("foal-anno", false, errors.anno)}>
          <option value="">Scegli l'anno</option>
          {birthYears.map((choice) => <option key={choice} value={choice}>{choice}</option>)}
        </select>
      </FormField>
      <div className={`form-field picker-field${errors.madreText || errors.madre ? " has-error" : ""}`} id="foal-madre">
        <HorsePicker name="madre" label="Madre" type="F" ageLimit defaultValue={values.madre || values.madreText ? { code: values.madre, text: values.madreText } : null} />
        {errors.madreText || errors.madre ? <p className="field-error">{errors.madreText || errors.madre}</p> : null}
      </div>
      <div className={`form-field picker-field${errors.padreText || errors.padre ? " has-error" : ""}`} id="foal-padre">
        <HorsePicker name="padre" label="Padre" type="M" ageLimit defaultValue={values.padre || values.padreText ? { code: values.padre, text: values.padreText } : null} />
        {errors.padreText || errors.padre ? <p className="field-error">{errors.padreText || errors.padre}</p> : null}
      </div>
      <div id="foal-allevatore">
        <BreederAutocomplete defaultText={values.breederText} defaultId={values.allevatore_id} error={errors.breederText || errors.allevatore_id} hint="Scrivi almeno 3 lettere e scegli l'allevatore dall'elenco." />
      </div>
      <FormField id="foal-telefono" label="Telefono" required error={errors.telefono}>
        <input id="foal-telefono" name="telefono" type="tel" required autoComplete="tel" maxLength={20} defaultValue={values.telefono} aria-invalid={errors.telefono ? true : undefined} aria-describedby={describedBy("foal-telefono", false, errors.telefono)} />
      </FormField>
      <FormField id="foal-note" label="Note" hint={NOTE_HINT} error={errors.note}>
        <textarea id="foal-note" name="note" rows={3} maxLength={2000} defaultValue={values.note} aria-invalid={errors.note ? true : undefined} aria-describedby={describedBy("foal-note", true, errors.note)} />
      </FormField>
      <div className="form-actions">
        {submitting ? (
          <Spinner text="Invio dati in corso..." />
        ) : (
          <>
            <button type="submit" className="button">Invia</button>
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
