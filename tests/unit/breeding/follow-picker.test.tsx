// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ComponentProps } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import FollowHorse from "~/views/routes/breeding/follow-horse";

describe("follow-a-horse picker", () => {
  beforeEach(() => {
    // jsdom has no modal dialogs.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.open = false;
    };
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("sends the age-limit flag (docs/PRODUCT.md, Searches) with its searches", async () => {
    const requests: URLSearchParams[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      const target = new URL(url, "http://localhost");
      requests.push(target.searchParams);
      return Response.json({ horses: [], more: false });
    });
    const Page = (props: ComponentProps<typeof FollowHorse>) => <FollowHorse {...props} />;
    const Stub = createRoutesStub([{ path: "/cavalli/segui-cavallo", Component: Page as never, loader: () => ({ csrfToken: "t" }) }]);
    render(<Stub initialEntries={["/cavalli/segui-cavallo"]} />);
    fireEvent.click(await screen.findByRole("button", { name: "Cerca un cavallo" }));
    fireEvent.change(screen.getByRole("combobox", { name: "Nome del cavallo" }), { target: { value: "Vare" } });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].get("ageLimit")).toBe("1");
  });
});
