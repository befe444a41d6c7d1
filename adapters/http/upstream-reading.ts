import type { z } from "zod";
import type { Logger, RequestScope } from "~/src/ports/logger";
import { UpstreamError, type UpstreamName } from "~/src/ports/upstream-error";
import { collectDroppedRows, describeIssues } from "../shared/tolerant-reader";
import type { CachedAnswer } from "./response-cache";
import type { AnswerStage, ReadingStage } from "./upstream-stages";
import type { Counters } from "./upstream-stats";
import { isOutage, isVisitorAbort } from "./upstream-policies";

/** What reading and reporting need of their client. */
export type ReadingClient = { upstream: UpstreamName; counters: Counters };

/**
 * The read stage (upstream-stages.ts): the answer of the stage below, or the one the cache
 * keeps, read with the caller's schema. A failed call is logged here once with its endpoint;
 * the answer is handed back (and so kept by the cache) only when the schema accepts it.
 */
export function readingStage(client: ReadingClient, below: AnswerStage): ReadingStage {
  return async (call) => {
    const { schema, endpoint, scope, kept } = call;
    const started = performance.now();
    // A kept answer is read again for this visitor: its dropped rows are logged under this request.
    if (kept) return { data: readAnswer(client, schema, kept, endpoint, scope, started), answer: kept };
    let answer;
    try {
      answer = await below(call);
    } catch (failure) {
      throw reportFailure(client, scope.logger, endpoint, started, asUpstreamError(client.upstream, failure));
    }
    const data = readAnswer(client, schema, answer, endpoint, scope, started);
    client.counters.lastSuccessAt = Date.now();
    scope.logger.debug(
      { upstream: client.upstream, endpoint, status: answer.status, durationMs: Math.round(performance.now() - started) },
      "upstream call",
    );
    return { data, answer };
  };
}

/** Counts a failed call and logs it once with its endpoint: answers (404, 422) and visitors leaving at info, the rest at warn. */
function reportFailure(
  client: ReadingClient,
  logger: Logger,
  endpoint: string,
  started: number,
  failure: UpstreamError,
  details: object = {},
): UpstreamError {
  const { counters } = client;
  counters.failures++;
  counters.lastFailureAt = Date.now();
  if (isOutage(failure)) counters.lastOutageAt = counters.lastFailureAt;
  const level = failure.kind === "rejected" || failure.kind === "not-found" || isVisitorAbort(failure) ? "info" : "warn";
  logger[level](
    {
      upstream: client.upstream,
      endpoint,
      status: failure.status,
      kind: failure.kind,
      durationMs: Math.round(performance.now() - started),
      ...details,
    },
    `upstream ${client.upstream}: ${failure.message}`,
  );
  return failure;
}

/**
 * Reads an answer with the endpoint's tolerant schema. A rejected answer is logged once
 * with every issue (so a drifting feed is fixed in one round); each row the schema
 * dropped gets its own line. Either way the visitor's page is marked degraded.
 */
function readAnswer<S extends z.ZodType>(
  client: ReadingClient,
  schema: S,
  answer: CachedAnswer,
  endpoint: string,
  scope: RequestScope,
  started: number,
): z.infer<S> {
  const { result, dropped } = collectDroppedRows(() => schema.safeParse(answer.json));
  if (!result.success) {
    const issues = describeIssues(result.error.issues);
    const first = issues[0];
    const failure = new UpstreamError(
      client.upstream,
      "invalid-response",
      `dati non validi in ${first?.path}: ${first?.message}`,
      answer.status,
    );
    client.counters.rejectedAnswers++;
    throw reportFailure(client, scope.logger, endpoint, started, failure, { issues });
  }
  for (const row of dropped) {
    client.counters.droppedRows++;
    scope.logger.warn(
      { upstream: client.upstream, endpoint, list: row.list, index: row.index, issues: row.issues },
      `upstream ${client.upstream}: riga scartata da ${row.list}`,
    );
  }
  if (dropped.length > 0) scope.noteDegraded?.(`${client.upstream} ${endpoint}: ${dropped.length} righe scartate`);
  return result.data;
}

function asUpstreamError(upstream: UpstreamName, failure: unknown): UpstreamError {
  if (failure instanceof UpstreamError) return failure;
  return new UpstreamError(upstream, "unavailable", `errore inatteso (${(failure as Error)?.message ?? String(failure)})`);
}
