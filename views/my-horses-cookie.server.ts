import { createCookie } from "react-router";
import { MY_HORSES_COOKIE, MY_HORSES_MAX_AGE_SECONDS, parseMyHorses, serializeMyHorses } from "~/src/domain/horses/my-horses";

/**
 * The cookie of "I miei cavalli" (decision 039): the visitor's own list, kept by the browser for a year
 * (across restarts), read by the server so the list page renders without JavaScript. Plain text of
 * horse codes; anything else in it is dropped when read.
 */
function myHorsesCookie(siteUrl: string) {
  return createCookie(MY_HORSES_COOKIE, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: siteUrl.startsWith("https:"),
    maxAge: MY_HORSES_MAX_AGE_SECONDS,
  });
}

export async function readMyHorses(request: Request, siteUrl: string): Promise<string[]> {
  const value: unknown = await myHorsesCookie(siteUrl).parse(request.headers.get("cookie"));
  return parseMyHorses(typeof value === "string" ? value : null);
}

export async function myHorsesSetCookie(codes: readonly string[], siteUrl: string): Promise<string> {
  const cookie = myHorsesCookie(siteUrl);
  return codes.length > 0 ? cookie.serialize(serializeMyHorses(codes)) : cookie.serialize("", { maxAge: 0 });
}
