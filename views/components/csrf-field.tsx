/** Must match CSRF_FIELD_NAME in src/server/csrf.ts (views may not import the server). */
export const CSRF_FIELD = "_csrf";

/**
 * The hidden anti-forgery field every POST form of Sulky carries.
 *
 * The token comes in as a prop: the route that renders the form returns
 * `csrfToken: context.get(formsKey).csrfToken` from its loader and passes it here. Reading the
 * token is what sets the token cookie, so only pages with forms set it (partner
 * pages stay cookie-free), and the token is always the one of the visitor who
 * loaded the page (also after a login changes the session).
 *
 * The action checks the submitted value through `protectedAction` (views/protected-action.server.ts);
 * this works for plain HTML posts and for `<Form>`/fetcher submissions alike.
 */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD} value={token} />;
}
