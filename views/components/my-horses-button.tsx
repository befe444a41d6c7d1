import { Form } from "react-router";
import { myHorsesPath } from "~/src/urls/horses";

/**
 * One tap on any horse page keeps the horse in "I miei cavalli" (the visitor's own browser, no account).
 * A plain form post, answered 303 back to the same page: it works without JavaScript. The page the
 * cache shares for everyone shows "Aggiungi"; a visitor who keeps horses gets pages rendered for them.
 */
export function MyHorsesButton({ horse, kept, returnTo }: { horse: { code: string; name: string }; kept: boolean; returnTo: string }) {
  return (
    <Form method="post" action={myHorsesPath()} className="my-horses-button" preventScrollReset>
      <input type="hidden" name="cavallo" value={horse.code} />
      <input type="hidden" name="nome" value={horse.name} />
      <input type="hidden" name="dopo" value={returnTo} />
      <input type="hidden" name="intent" value={kept ? "togli" : "aggiungi"} />
      <button type="submit" className={kept ? "button button-secondary" : "button"}>
        {kept ? "★ Nei miei cavalli: togli" : "☆ Aggiungi ai miei cavalli"}
      </button>
    </Form>
  );
}
