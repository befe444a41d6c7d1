import { data, type MiddlewareFunction } from "react-router";
import type { ChromeData } from "./layouts/use-site";
import { refusalKey, requestKey, siteKey } from "~/src/request-context";

/**
 * The server refused the request before any route ran (src/server/refusal.ts: a cross-site
 * post, a body too large, a method the site does not take): the root's error page says why,
 * and no action or loader runs. One renderer for every error page of the site.
 */
export const refuseWhenTheServerDid: MiddlewareFunction<Response> = ({ context }) => {
  const refusal = context.get(refusalKey);
  if (!refusal) return;
  // No loader runs, the root's included: the page's frame (site name, years) travels with the refusal.
  const frame: ChromeData = { site: context.get(requestKey).site, frame: context.get(siteKey).getSiteFrame() };
  throw data({ title: refusal.title, message: refusal.message, ...frame }, { status: refusal.status });
};

/** React Router's own 405 (a post to a page without a form) says which methods the page takes. */
export const allowOnMethodNotAllowed: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  if (response.status === 405 && !response.headers.has("Allow")) response.headers.set("Allow", "GET, HEAD");
  return response;
};
