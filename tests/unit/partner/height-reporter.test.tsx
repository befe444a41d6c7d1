// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, data, RouterProvider, useRouteError } from "react-router";
import BareLayout, { ErrorBoundary as BareLayoutErrorBoundary } from "~/views/layouts/bare-layout";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HEIGHT_MESSAGE_TYPE, useHeightReporter } from "~/views/components/partner/use-height-reporter";

/** A ResizeObserver the test can trigger, as jsdom has none. */
class ManualResizeObserver {
  static instances: ManualResizeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: () => void) {
    ManualResizeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

function Reporter() {
  useHeightReporter();
  return null;
}

describe("height reporter of partner pages", () => {
  let bodyHeight = 640;
  const postMessage = vi.fn();

  beforeEach(() => {
    ManualResizeObserver.instances = [];
    vi.stubGlobal("ResizeObserver", ManualResizeObserver);
    vi.spyOn(document.body, "getBoundingClientRect").mockImplementation(() => ({ height: bodyHeight }) as DOMRect);
    Object.defineProperty(window, "parent", { value: { postMessage }, configurable: true });
    postMessage.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Object.defineProperty(window, "parent", { value: window, configurable: true });
  });

  it("posts the content height and path to the host on load and when the content resizes", () => {
    const router = createMemoryRouter([{ path: "/iframe/stalloni/:slug/figli", element: <Reporter /> }], {
      initialEntries: ["/iframe/stalloni/1-a/figli?year=2020"],
    });
    render(<RouterProvider router={router} />);
    expect(postMessage).toHaveBeenCalledWith({ type: HEIGHT_MESSAGE_TYPE, height: 640, path: "/iframe/stalloni/1-a/figli?year=2020" }, "*");
    const observer = ManualResizeObserver.instances.at(-1)!;
    expect(observer.observed).toEqual([document.body]);

    observer.callback();
    expect(postMessage).toHaveBeenCalledTimes(1);
    bodyHeight = 812.4;
    observer.callback();
    expect(postMessage).toHaveBeenLastCalledWith({ type: "sulky:height", height: 813, path: "/iframe/stalloni/1-a/figli?year=2020" }, "*");
    expect(postMessage).toHaveBeenCalledTimes(2);
  });

  it("reports again with the new path after a navigation inside the frame", async () => {
    const router = createMemoryRouter([{ path: "/iframe/stalloni/:slug/figli", element: <Reporter /> }], {
      initialEntries: ["/iframe/stalloni/1-a/figli"],
    });
    render(<RouterProvider router={router} />);
    const first = ManualResizeObserver.instances.at(-1)!;
    await act(() => router.navigate("/iframe/stalloni/1-a/figli?year=2019"));
    expect(first.disconnected).toBe(true);
    expect(postMessage).toHaveBeenLastCalledWith(expect.objectContaining({ path: "/iframe/stalloni/1-a/figli?year=2019" }), "*");
  });

  it("stays silent when the page is not in a frame", () => {
    Object.defineProperty(window, "parent", { value: window, configurable: true });
    const spy = vi.spyOn(window, "postMessage");
    const router = createMemoryRouter([{ path: "/", element: <Reporter /> }]);
    render(<RouterProvider router={router} />);
    expect(spy).not.toHaveBeenCalled();
    expect(ManualResizeObserver.instances).toHaveLength(0);
  });

  it("posts the height of a partner 404 page too", async () => {
    bodyHeight = 480;
    const router = createMemoryRouter(
      [
        {
          path: "/iframe",
          element: <BareLayout />,
          // Framework mode hands the boundary its error as a prop; a data router leaves it to useRouteError.
          ErrorBoundary: function Boundary() {
            const props = { error: useRouteError() } as Parameters<typeof BareLayoutErrorBoundary>[0];
            return <BareLayoutErrorBoundary {...props} />;
          },
          children: [
            {
              path: "stalloni/:slug/figli",
              loader: () => {
                throw data("Pagina non trovata", { status: 404 });
              },
              element: null,
            },
          ],
        },
      ],
      { initialEntries: ["/iframe/stalloni/999999-xyz/figli"] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("Ops... Non ho trovato questa pagina...")).toBeTruthy();
    // The boundary's effect may run after the commit that shows its text (a busy machine): wait for the message.
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({ type: HEIGHT_MESSAGE_TYPE, height: 480, path: "/iframe/stalloni/999999-xyz/figli" }, "*"),
    );
  });
});
