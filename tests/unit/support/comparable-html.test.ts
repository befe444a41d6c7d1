import { describe, expect, it } from "vitest";
import { comparableHtml } from "../../support/comparable-html";

describe("pages compared across two test servers", () => {
  const page = (sheets: string, nonce: string) =>
    `<html><head><style>${sheets}</style></head><body><script nonce="${nonce}"></script></body></html>`;

  it("ignore the order in which the development server collected the stylesheets, and the nonces", () => {
    const first = page("/* /views/a.css */\n.a { color: red }\n\n\n/* /views/b.css */\n.b { color: blue }\n", "n1");
    const second = page("/* /views/b.css */\n.b { color: blue }\n\n\n/* /views/a.css */\n.a { color: red }\n", "n2");
    expect(comparableHtml(first)).toBe(comparableHtml(second));
  });

  it("ignore it in the router context's critical CSS too", () => {
    const context = (css: string) => `<script>window.__reactRouterContext = {"ssr":true,"criticalCss":${JSON.stringify(css)}};</script>`;
    const first = context('/* /views/a.css */\n.a { color: red }\n\n\n/* /views/b.css */\n.b { color: "blue" }\n');
    const second = context('/* /views/b.css */\n.b { color: "blue" }\n\n\n/* /views/a.css */\n.a { color: red }\n');
    expect(comparableHtml(first)).toBe(comparableHtml(second));
    expect(comparableHtml(first)).not.toBe(comparableHtml(context("/* /views/a.css */\n.a { color: red }\n")));
  });

  it("still tell a changed stylesheet apart", () => {
    const first = page("/* /views/a.css */\n.a { color: red }\n/* /views/b.css */\n.b { color: blue }\n", "n1");
    const changed = page("/* /views/a.css */\n.a { color: green }\n/* /views/b.css */\n.b { color: blue }\n", "n1");
    expect(comparableHtml(first)).not.toBe(comparableHtml(changed));
  });
});
