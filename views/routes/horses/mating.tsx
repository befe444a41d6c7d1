import { useState } from "react";
import { useHydrated } from "../../components/use-hydrated";
import { Form, Link, redirect, useNavigate, useNavigation } from "react-router";
import { HorsePicker } from "../../components/horse-picker/horse-picker";
import { FormErrors } from "../../components/form-errors";
import { InbreedingPanel } from "../../components/pedigree/inbreeding-panel";
import { PedigreeGrid, PedigreeSkeleton } from "../../components/pedigree/pedigree-grid";
import { pageMeta } from "../../seo";
import type { Route } from "./+types/mating";
import { backForwardCachedClientLoader } from "../../back-forward-cache";
import { matingPath, stallionsForMarePath } from "~/src/urls/horses";
import "./horses.css";
import "./horse-tools.css";
import { horsesKey } from "~/src/request-context";

const PAGE_PATH = matingPath();

function matingUrl(father: string, mother: string): string {
  return matingPath({ sire: father, dam: mother });
}

/** The pair travels in the URL (?padre=CODE&madre=CODE): a result can be shared and reloaded. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = url.searchParams;
  const page = await context.get(horsesKey).getMatingHypothesis({
    father: query.get("padre"),
    fatherText: query.get("padreText"),
    mother: query.get("madre"),
    motherText: query.get("madreText"),
  });
  // names sent along with (or instead of) codes: keep only the shareable pair in the URL
  if (page.view === "result" && (page.resolvedFromText || query.has("padreText") || query.has("madreText"))) {
    throw redirect(matingUrl(page.father.code, page.mother.code));
  }
  return page;
}

/** Back and Forward show this page at once from the visitor's last ten pages. */
export const clientLoader = backForwardCachedClientLoader<Route.ClientLoaderArgs>();

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  return pageMeta(args, {
    title: page?.view === "result" ? `Ipotesi incrocio: ${page.title}` : "Ipotesi incrocio",
    description:
      "Scegli uno stallone e una fattrice e guarda la genealogia del puledro, con gli antenati ripetuti e il coefficiente di consanguineità.",
  });
};

function Selection({ page }: { page: Extract<Route.ComponentProps["loaderData"], { view: "selection" }> }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [father, setFather] = useState(page.father?.code ?? "");
  const [mother, setMother] = useState(page.mother?.code ?? "");
  // Without JavaScript the button is always there and the server searches by name.
  const showButton = !hydrated || Boolean(father && mother);
  return (
    <Form
      method="get"
      action={PAGE_PATH}
      className="mating-form"
      onSubmit={(event) => {
        if (!father || !mother) return;
        event.preventDefault();
        navigate(matingUrl(father, mother));
      }}
    >
      <FormErrors errors={page.errors} />
      <div className="mating-pickers">
        <HorsePicker
          name="padre"
          label="Stallone"
          type="M"
          ageLimit
          defaultValue={page.father}
          onSelect={(horse) => setFather(horse?.code ?? "")}
          required
        />
        <HorsePicker
          name="madre"
          label="Fattrice"
          type="F"
          ageLimit
          defaultValue={page.mother}
          onSelect={(horse) => setMother(horse?.code ?? "")}
          required
        />
      </div>
      <div className="mating-actions" aria-live="polite">
        {showButton ? (
          <button type="submit" className="button">
            Visualizza accoppiamenti
          </button>
        ) : (
          <p className="horse-subtitle">Scegli uno stallone e una fattrice dall'elenco per vedere l'accoppiamento.</p>
        )}
      </div>
    </Form>
  );
}

export default function MatingPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location?.pathname === PAGE_PATH && navigation.location.search.includes("padre");
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Ipotesi incrocio</h1>
        <p className="horse-subtitle">Scegli uno stallone e una fattrice: ecco la genealogia del loro puledro.</p>
        <p>
          <Link to={stallionsForMarePath(loaderData.mother?.code)}>
            Non sai quale stallone? Confronta la fattrice con tutti gli stalloni
          </Link>
        </p>
      </header>
      {loading ? (
        <PedigreeSkeleton />
      ) : loaderData.view === "result" ? (
        <section className="mating-result" aria-labelledby="accoppiamento">
          <h2 id="accoppiamento">{loaderData.title}</h2>
          <PedigreeGrid pedigree={loaderData.section.pedigree} />
          <InbreedingPanel analysis={loaderData.section.inbreeding} />
          <p className="mating-actions">
            <Link to={PAGE_PATH} className="button">
              Fai una nuova ipotesi
            </Link>
          </p>
        </section>
      ) : (
        <Selection key={`${loaderData.father?.code}-${loaderData.mother?.code}`} page={loaderData} />
      )}
    </div>
  );
}
