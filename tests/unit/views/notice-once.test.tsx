// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, redirect, RouterProvider, type ShouldRevalidateFunctionArgs } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Notice } from "~/src/request-context";
import { NoticeBanner, rootDataCarryNotice, shouldReloadRootData, useNotice } from "~/views/components/notice";

const SIGNED_IN = "Accesso effettuato: la tua scuderia ti aspetta.";

/** The layout's use of the notice (views/layouts/site-chrome.tsx). */
function Chrome() {
  const notice = useNotice();
  return (
    <main>
      {notice ? <NoticeBanner notice={notice} /> : null}
      <Outlet />
    </main>
  );
}

/**
 * The site's shape: a root whose loader takes the flash (read once, as the server's cookie is
 * cleared when read) and whose `shouldRevalidate` is the root's own, a login that redirects with a
 * notice, and two game pages. The router is set on window as HydratedRouter does.
 */
function game() {
  const server = { flash: null as Notice | null, rootLoads: 0 };
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => {
          server.rootLoads += 1;
          const notice = server.flash;
          server.flash = null;
          return { notice };
        },
        shouldRevalidate: (args: ShouldRevalidateFunctionArgs) => shouldReloadRootData(args),
        element: <Chrome />,
        children: [
          {
            path: "fantatrotto/auth",
            element: <h1>FantaTrotto</h1>,
            action: () => {
              server.flash = { text: SIGNED_IN };
              return redirect("/fantatrotto", 303);
            },
          },
          { path: "fantatrotto", loader: () => null, element: <h1>La mia scuderia</h1> },
          { path: "fantatrotto/mercato", loader: () => null, element: <h1>Mercato</h1> },
        ],
      },
    ],
    { initialEntries: ["/fantatrotto/auth"] },
  );
  Object.assign(window, { __reactRouterDataRouter: router });
  render(<RouterProvider router={router} />);
  return { router, server };
}

async function login(router: ReturnType<typeof game>["router"]) {
  const form = new FormData();
  form.set("email", "e2e@example.it");
  await act(async () => void (await router.navigate("/fantatrotto/auth", { formMethod: "post", formData: form })));
  await screen.findByRole("heading", { name: "La mia scuderia" });
}

const notices = () => screen.queryAllByRole("status").map((element) => element.textContent);

describe("a one-time notice in the browser", () => {
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(window, "__reactRouterDataRouter");
  });

  it("is shown on the page it arrived with, and neither on the next page nor on that page again by Back", async () => {
    const { router } = game();
    await screen.findByRole("heading", { name: "FantaTrotto" });
    // Client-side switches of the tabs before the login.
    await act(async () => void (await router.navigate("/fantatrotto/auth?tab=registrati", { replace: true })));
    await act(async () => void (await router.navigate("/fantatrotto/auth?tab=entra", { replace: true })));
    await login(router);
    expect(notices()).toEqual([SIGNED_IN]);

    await act(async () => void (await router.navigate("/fantatrotto/mercato")));
    await screen.findByRole("heading", { name: "Mercato" });
    expect(notices()).toEqual([]);
    expect(rootDataCarryNotice(router)).toBe(false);

    await act(async () => void (await router.navigate(-1)));
    await screen.findByRole("heading", { name: "La mia scuderia" });
    expect(notices()).toEqual([]);
  });

  it("asks the server for the root's data once more only to drop a notice, not on every navigation", async () => {
    const { router, server } = game();
    await screen.findByRole("heading", { name: "FantaTrotto" });
    const afterStart = server.rootLoads;
    await login(router);
    expect(server.rootLoads).toBe(afterStart + 1);
    await act(async () => void (await router.navigate("/fantatrotto/mercato")));
    expect(server.rootLoads).toBe(afterStart + 2);
    await act(async () => void (await router.navigate("/fantatrotto")));
    await act(async () => void (await router.navigate("/fantatrotto/mercato")));
    expect(server.rootLoads).toBe(afterStart + 2);
  });

  it('is gone after a link to the same address ("Aggiungi un altro puledro")', async () => {
    const { router } = game();
    await screen.findByRole("heading", { name: "FantaTrotto" });
    await login(router);
    await act(async () => void (await router.navigate("/fantatrotto")));
    await screen.findByRole("heading", { name: "La mia scuderia" });
    expect(notices()).toEqual([]);
  });

  it("stays on its page while that page's data are reloaded (live updates, the quiet refresh after Back)", async () => {
    const { router } = game();
    await screen.findByRole("heading", { name: "FantaTrotto" });
    await login(router);
    await act(async () => void (await router.revalidate()));
    expect(notices()).toEqual([SIGNED_IN]);
  });
});

describe("shouldReloadRootData", () => {
  const args = (current: string, next: string, extra: Partial<ShouldRevalidateFunctionArgs> = {}) =>
    ({
      currentUrl: new URL(current, "http://localhost"),
      nextUrl: new URL(next, "http://localhost"),
      currentParams: {},
      nextParams: {},
      defaultShouldRevalidate: true,
      ...extra,
    }) as ShouldRevalidateFunctionArgs;
  const router = (notice: Notice | null, revalidation = "idle") => ({ state: { loaderData: { root: { notice } }, revalidation } });
  const carrying = router({ text: SIGNED_IN });
  const empty = router(null);

  it("reloads after a submission as React Router would", () => {
    expect(shouldReloadRootData(args("/a", "/b", { formMethod: "POST" }), empty)).toBe(true);
    expect(shouldReloadRootData(args("/a", "/b", { formMethod: "POST", defaultShouldRevalidate: false }), empty)).toBe(false);
  });

  it("reloads on a navigation only while the root's data carry a notice, to the same address too", () => {
    expect(shouldReloadRootData(args("/fantatrotto", "/fantatrotto/mercato"), carrying)).toBe(true);
    expect(shouldReloadRootData(args("/fantatrotto/auth?tab=entra", "/fantatrotto/auth?tab=registrati"), carrying)).toBe(true);
    expect(shouldReloadRootData(args("/cavalli/aggiungi-puledro", "/cavalli/aggiungi-puledro"), carrying)).toBe(true);
    expect(shouldReloadRootData(args("/fantatrotto", "/fantatrotto/mercato"), empty)).toBe(false);
  });

  it("keeps the notice when the page on screen is reloaded in place", () => {
    expect(shouldReloadRootData(args("/fantatrotto", "/fantatrotto"), router({ text: SIGNED_IN }, "loading"))).toBe(false);
  });

  it("reads the notice from the router's root data, and finds none without a router", () => {
    expect(rootDataCarryNotice(carrying)).toBe(true);
    expect(rootDataCarryNotice(empty)).toBe(false);
    expect(rootDataCarryNotice({ state: { loaderData: {} } })).toBe(false);
    expect(rootDataCarryNotice()).toBe(false);
  });
});
