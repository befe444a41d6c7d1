import { failureOf } from "~/src/application/failures";

/**
 * A file answer's loader (CSV, calendar): what would be the 404 page of a table page (a bad
 * parameter, an unknown subject) is a short Italian text with the same status, never a JSON
 * string; an upstream that fails is a 503 the client may retry, never a stack trace.
 */
export function fileLoader<Args>(load: (args: Args) => Promise<Response>): (args: Args) => Promise<Response> {
  return async (args) => {
    try {
      return await load(args);
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      return textAnswer(refusal.status, refusal.message);
    }
  };
}

const UNAVAILABLE = "Dati momentaneamente non disponibili, riprovare più tardi.";

/** The file's data could not be read from the upstream (the adapter logged why): a 503 the client may retry. */
export function unavailableFile(): Response {
  return textAnswer(503, UNAVAILABLE);
}

function textAnswer(status: number, message: string): Response {
  const headers: Record<string, string> = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  if (status === 503) headers["Retry-After"] = "60";
  return new Response(`${message}\n`, { status, headers });
}

function refusalOf(error: unknown): { status: number; message: string } | null {
  const failure = failureOf(error);
  if (failure === "missing") return { status: 404, message: "Pagina non trovata" };
  if (failure === "unavailable") return { status: 503, message: UNAVAILABLE };
  if (isDataWithStatus(error) && error.init.status >= 400 && error.init.status < 500) {
    return { status: error.init.status, message: typeof error.data === "string" ? error.data : "Richiesta non valida" };
  }
  if (error instanceof Response && error.status >= 400 && error.status < 500)
    return { status: error.status, message: "Richiesta non valida" };
  return null;
}

function isDataWithStatus(error: unknown): error is { data: unknown; init: { status: number } } {
  if (typeof error !== "object" || error === null || !("init" in error) || !("data" in error)) return false;
  const init = (error as { init: unknown }).init;
  return typeof init === "object" && init !== null && typeof (init as { status?: unknown }).status === "number";
}
