/**
 * Redis Sentinel losing its primary while two instances serve players and race-day streams
 * (docs/decisions/042-redis-sentinel.md, docs/SCALING.md): Debian's redis-server and
 * redis-sentinel on loopback, one primary, one replica, three sentinels. The primary is killed
 * (SIGKILL); the sentinels promote the replica; Sulky's clients follow it by themselves.
 *
 * - no signed-in player loses the session once the replica is promoted (the sessions were
 *   replicated before the kill: what the replica had not yet received is measured apart);
 * - no player waits more than 2 s for an answer during the failover (the Italian 503 page is an
 *   answer): on a shared machine, no more than 2 s beyond the slowest answer of the same traffic
 *   in the seconds before the kill, so that what is measured is the failover's wait, not the
 *   machine's load (on a quiet machine that slowest answer is a few hundred milliseconds);
 * - no lock is held twice: two holders of one player's lock through Sentinel never hold it at
 *   once, before, during or after the promotion; and the game never serves two calls of one
 *   player's session at once while that player buys through both instances;
 * - no budget is double-spent: the game's budget of a player buying the same horses through both
 *   instances at once is the start minus the horses the game accepted, each bought once, and
 *   Sulky answered "bought" for exactly those; a login limit used up before the kill stays used
 *   up during the failover and after the promotion (no count of the process, no count lost);
 * - the streams stay open through it, and a stream reopened with `Last-Event-ID` resumes.
 *
 * `npm run test:scale` (needs `npm run build` first, or SULKY_BUILD_DIR). The figures are
 * printed, and recorded in docs/SCALING.md.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMarket, STARTING_BUDGET } from "~/fake-upstreams/fantasy/market";
import { createRedisPlayerLock } from "~/src/server/player-lock";
import { openSharedRedis, type SharedRedis } from "~/src/server/redis";
import { CookieJar, formPost } from "../support/cookie-jar";
import { openEventStream, type EventStreamReader } from "../support/event-stream";
import { stopProcess as stop, waitFor } from "../support/processes";
import { redisInstalled } from "../support/redis-server";
import { MASTER_NAME, sentinelInstalled, startSentinelCluster, type SentinelCluster } from "../support/redis-sentinel";
import {
  requireBuild,
  scaleTestsEnabled,
  SIGNED_IN,
  signUpPlayer,
  startScaleFakes,
  startSiteInstance,
  type ScaleFakes,
  type SiteInstance,
} from "../support/scale-site";
import { TEST_TODAY } from "../support/today";
import { testWorld } from "../support/world";

const canRun = scaleTestsEnabled && redisInstalled && sentinelInstalled;

const world = testWorld(TEST_TODAY);
const meeting = world.dataset.meetings.find((candidate) => candidate.kind === "partenti" && candidate.date === world.dataset.today)!;
const DAY = meeting.ddmmyyyy;
const PLAYERS = 6;
const PASSWORD = "segreta-failover-1";
/** Sulky's login limit per e-mail and address (src/server/rate-limit.ts): the next attempt is refused. */
const LOGIN_LIMIT = 8;

type Answer = {
  kind: "page" | "purchase" | "login";
  player: number;
  instance: number;
  at: number;
  status: number;
  ms: number;
  signedIn: boolean;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () => loadavg()[0].toFixed(1);

describe.skipIf(!canRun)("Redis Sentinel losing its primary under two instances", () => {
  let cluster: SentinelCluster;
  let fakes: ScaleFakes;
  let instances: SiteInstance[] = [];
  const players: CookieJar[] = [];
  const streams: EventStreamReader[] = [];
  const shared: SharedRedis[] = [];

  beforeAll(async () => {
    requireBuild();
    cluster = await startSentinelCluster();
    // The login limit counted here is Sulky's: the game's own throttle (five a minute) would answer first.
    fakes = await startScaleFakes({ loginAttemptsPerMinute: 100 });
    const env = {
      REDIS_SENTINELS: cluster.sentinels,
      REDIS_SENTINEL_MASTER: MASTER_NAME,
      LOG_LEVEL: process.env.SULKY_FAILOVER_LOG ?? "warn",
      LIVE_POLL_SECONDS: "1",
      READINESS_DETAILS: "public",
      UPSTREAM_TIMEOUT_MS: "15000",
    };
    instances = await Promise.all(
      ["prima", "seconda"].map((name) => startSiteInstance(name, { fakes, env, metrics: true, readyWhen: "redis" })),
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    await Promise.all(shared.map((redis) => redis.close()));
    await Promise.all(instances.map((instance) => stop(instance.process)));
    await fakes?.close();
    await cluster?.stop();
  });

  /** Game requests the instances answered in more than 2 s so far (their latency histogram: count minus the 2 s bucket). */
  async function serverSlowAnswers(): Promise<number> {
    let slow = 0;
    for (const instance of instances) {
      const text = await (await fetch(instance.metrics!)).text();
      const sample = (name: string, extra = "") =>
        [...text.matchAll(new RegExp(`^${name}\\{([^}]*)\\} (\\S+)$`, "gm"))]
          .filter((match) => match[1].includes('family="fantatrotto"') && match[1].includes(extra))
          .reduce((sum, match) => sum + Number(match[2]), 0);
      slow += sample("sulky_http_request_duration_seconds_count") - sample("sulky_http_request_duration_seconds_bucket", 'le="2"');
    }
    return slow;
  }

  const sessionOverlaps = async () =>
    ((await (await fetch(`${new URL(fakes.fakes.fantasy!.url).origin}/__fake/session-overlaps`)).json()) as { overlaps: number }).overlaps;

  /** The longest a player may wait because of the failover. */
  const FAILOVER_WAIT_MS = 2000;
  /** The same traffic before the kill, for the machine's own pace. */
  const BASELINE_MS = 3000;

  it("keeps every signed-in player, answers within 2 s, never holds a lock twice or spends a budget twice, and the streams resume", async () => {
    const stamp = Date.now();
    // Players signed in on both instances; two streams on each.
    for (let index = 0; index < PLAYERS; index++) {
      const player = new CookieJar();
      await signUpPlayer(instances[index % 2], player, `failover-${index}-${stamp}@example.it`, PASSWORD);
      players.push(player);
    }
    for (const instance of instances)
      for (let count = 0; count < 2; count++) {
        const stream = await openEventStream(`${instance.origin}/eventi/corse/${DAY}`);
        expect(stream.response.status).toBe(200);
        streams.push(stream);
      }
    const cursorBeforeKill = String(Date.now() * 100);

    // A buyer, with the market's horses and a form token (both instances accept it).
    const buyer = new CookieJar();
    const buyerEmail = `acquisti-failover-${stamp}@example.it`;
    await signUpPlayer(instances[0], buyer, buyerEmail, PASSWORD);
    const marketPage = await (await buyer.fetch(`${instances[0].origin}/fantatrotto/mercato`)).text();
    const codes = [...new Set([...marketPage.matchAll(/conferma=buy&amp;cavallo=([A-Za-z0-9_-]+)/g)].map((match) => match[1]))];
    expect(codes.length, "horses on the market").toBeGreaterThanOrEqual(10);
    const buyToken = /name="_csrf"[^>]*value="([^"]+)"/.exec(
      await (await buyer.fetch(`${instances[0].origin}/fantatrotto/mercato?conferma=buy&cavallo=${codes[0]}`)).text(),
    )?.[1];
    expect(buyToken).toBeTruthy();

    // A login limit used up before the kill: eight wrong passwords for one e-mail, the ninth refused.
    const guesser = new CookieJar();
    const guessedEmail = `limite-failover-${stamp}@example.it`;
    const loginToken = await guesser.csrfToken(instances[0]);
    const guess = async (instance: SiteInstance) => {
      const response = await guesser.fetch(
        `${instance.origin}/fantatrotto/auth`,
        formPost({ _csrf: loginToken, intent: "entra", email: guessedEmail, password: "sbagliata-0" }),
      );
      await response.arrayBuffer();
      return response.status;
    };
    const guessesBefore: number[] = [];
    for (let attempt = 0; attempt <= LOGIN_LIMIT; attempt++) guessesBefore.push(await guess(instances[attempt % 2]));
    expect(guessesBefore, "eight wrong passwords answered by the game, the ninth refused by Sulky").toEqual([
      ...Array.from({ length: LOGIN_LIMIT }, () => 400),
      429,
    ]);

    // The sessions and counts are on the replica before the kill (the replica acknowledged the primary's offset).
    const primary = await cluster.node(cluster.primaryPort);
    const replica = await cluster.node(cluster.replicaPort);
    await waitFor(
      async () => {
        const offset = (info: string) => Number(/master_repl_offset:(\d+)/.exec(info)?.[1]);
        const [ofPrimary, ofReplica] = await Promise.all([primary.info("replication"), replica.info("replication")]);
        return offset(ofReplica) >= offset(ofPrimary) ? true : null;
      },
      10_000,
      "replica allineata",
    );
    const sessionsBefore = (await replica.keys("sulky:sess:*")).length;
    expect(sessionsBefore).toBeGreaterThanOrEqual(PLAYERS + 1);
    const loginCount = async (node: typeof replica) => {
      const [key] = (await node.keys("sulky:rl:fantasy-login:key:*")).filter((name) => name.endsWith(guessedEmail));
      return key ? Number(await node.get(key)) : 0;
    };
    const countBefore = await loginCount(primary);
    expect(countBefore).toBe(LOGIN_LIMIT + 1);

    // Two holders of one player's lock, through Sentinel, as two instances hold it.
    const holds: { holder: number; from: number; to: number }[] = [];
    const locks = [0, 1].map((holder) => {
      const redis = openSharedRedis(
        { kind: "sentinel", masterName: MASTER_NAME, sentinels: cluster.sentinelNodes },
        { logger: { warn: () => undefined, info: () => undefined } },
      );
      shared.push(redis);
      return { holder, lock: createRedisPlayerLock(redis, { waitMs: 1500 }) };
    });
    await Promise.all(shared.map((redis) => redis.whenConnected(10_000)));

    // What asynchronous replication can lose: writes keep going to the primary when it is killed;
    // those it acknowledged but had not yet sent to the replica are gone after the promotion.
    const acknowledged: number[] = [];
    let writing = true;
    const writer = (async () => {
      for (let index = 0; writing; index++) {
        const batch = Array.from({ length: 50 }, (_, offset) => index * 50 + offset);
        await Promise.all(batch.map((key) => primary.set(`sulky:loss:${key}`, "1").then(() => void acknowledged.push(key))));
        // Writes in flight whenever the primary dies, without taking the machine's whole time.
        await pause(5);
      }
    })().catch(() => undefined);
    await waitFor(async () => (acknowledged.length >= 5000 ? true : null), 30_000, "scritture prima del SIGKILL");

    const slowBefore = await serverSlowAnswers();
    const overlapsBefore = await sessionOverlaps();
    const loadAtKill = loadAverage();
    const answers: Answer[] = [];
    const purchases: { code: string; status: number }[] = [];
    const timed = async (kind: Answer["kind"], player: number, instance: number, request: () => Promise<Response>) => {
      const started = Date.now();
      // A connection cut before the whole answer arrived counts as status 0: no answer.
      const { status, body } = await request().then(
        async (response) => ({ status: response.status, body: await response.text() }),
        () => ({ status: 0, body: "" }),
      );
      const answer = { kind, player, instance, at: started, status, ms: Date.now() - started, signedIn: SIGNED_IN.test(body) };
      answers.push(answer);
      return answer;
    };
    let running = true;
    const traffic = players.map(async (player, index) => {
      for (let round = 0; running; round++) {
        const instance = (index + round) % 2;
        await timed("page", index, instance, () => player.fetch(`${instances[instance].origin}/fantatrotto`));
        await pause(200);
      }
    });
    // The buyer buys each horse through both instances at once: a purchase sent twice.
    const buying = (async () => {
      for (let round = 0; running && round < codes.length; round++) {
        const code = codes[round];
        await Promise.all(
          instances.map(async (instance, index) => {
            const answer = await timed("purchase", PLAYERS, index, () =>
              buyer.fetch(`${instance.origin}/fantatrotto/mercato`, formPost({ _csrf: buyToken!, action: "buy", horseCode: code })),
            );
            purchases.push({ code, status: answer.status });
          }),
        );
        await pause(300);
      }
    })();
    // And the used-up login limit is tried again, on both instances.
    const guessing = (async () => {
      for (let round = 0; running; round++) {
        await timed("login", -1, round % 2, () =>
          guesser.fetch(
            `${instances[round % 2].origin}/fantatrotto/auth`,
            formPost({ _csrf: loginToken, intent: "entra", email: guessedEmail, password: "sbagliata-0" }),
          ),
        );
        await pause(300);
      }
    })();
    const locking = locks.map(async ({ holder, lock }) => {
      while (running) {
        await lock("giocatore-del-failover", async () => {
          const from = Date.now();
          await pause(40);
          holds.push({ holder, from, to: Date.now() });
        }).catch(() => pause(50));
      }
    });
    // The primary dies while all of that is under way, after a few seconds of it: the same traffic
    // without a failover, the machine's own pace.
    await pause(BASELINE_MS);
    const killedAt = Date.now();
    await cluster.killPrimary();
    writing = false;
    // Writes sent after the kill wait in the client's queue for ever: dropped, they end the writer.
    primary.destroy();
    await writer;
    const promotedAt = await cluster.untilPromoted(30_000);
    // Every player served, signed in, by both instances again.
    const sinceThePromotion = () =>
      answers
        .filter((answer) => answer.at > promotedAt)
        .map((answer) => `${answer.kind}:${answer.player}@${answer.instance}=${answer.status}${answer.signedIn ? "+" : ""}`)
        .join(" ");
    await waitFor(
      async () => {
        const recent = answers.filter((answer) => answer.kind === "page" && answer.at > promotedAt);
        const fine = new Set(
          recent.filter((answer) => answer.status === 200 && answer.signedIn).map((answer) => `${answer.player}@${answer.instance}`),
        );
        return fine.size === PLAYERS * 2 ? true : null;
      },
      20_000,
      "tutti i giocatori di nuovo serviti",
    ).catch((error: unknown) => {
      running = false;
      console.log(`risposte dalla promozione (${promotedAt - killedAt} ms dopo il SIGKILL): ${sinceThePromotion()}`);
      throw error;
    });
    const recoveredAt = Date.now();
    // The two holders take turns again, through the new primary.
    await waitFor(
      async () => (holds.filter((hold) => hold.from >= recoveredAt).length >= 6 ? true : null),
      20_000,
      "il lock di nuovo preso",
    );
    running = false;
    await Promise.all([...traffic, buying, guessing, ...locking]);
    const loadAfter = loadAverage();

    // Sessions kept: every player is still signed in, on both instances.
    const signedIn: boolean[] = [];
    for (const player of [...players, buyer])
      for (const instance of instances) signedIn.push(SIGNED_IN.test(await (await player.fetch(`${instance.origin}/fantatrotto`)).text()));
    const longest = Math.max(...answers.map((answer) => answer.ms));
    const slowestBefore = Math.max(0, ...answers.filter((answer) => answer.at + answer.ms < killedAt).map((answer) => answer.ms));
    const waitedForTheFailover = answers.filter(
      (answer) => answer.at + answer.ms >= killedAt && answer.ms > FAILOVER_WAIT_MS + slowestBefore,
    );
    // The wait as the instances measured it (their request histogram): the test's own process,
    // busy with its writes and clients on a loaded machine, adds its lag to what it measures.
    const slowOnServers = (await serverSlowAnswers()) - slowBefore;
    const overlapping = holds.filter((hold) =>
      holds.some((other) => other.holder !== hold.holder && other.from < hold.to && hold.from < other.to),
    );
    const gameOverlaps = (await sessionOverlaps()) - overlapsBefore;
    const kept = new Set((await replica.keys("sulky:loss:*")).map((key) => Number(key.slice("sulky:loss:".length))));
    const lost = acknowledged.filter((key) => !kept.has(key)).length;
    const unavailable = answers.filter((answer) => answer.status === 503).length;
    const afterRecovery = answers.filter((answer) => answer.kind === "page" && answer.at > recoveredAt);

    // The budget, as the game keeps it: the start minus the horses it accepted, each once.
    const game = JSON.parse(readFileSync(fakes.stateFile, "utf8")) as { players: { email: string; budget: number; horses: string[] }[] };
    const account = game.players.find((player) => player.email === buyerEmail.toLowerCase())!;
    const prices = new Map(buildMarket({ today: TEST_TODAY }).map((horse) => [horse.CodiceCavallo, horse.rating]));
    const spent = account.horses.reduce((sum, code) => sum + prices.get(code)!, 0);
    const bought = purchases.filter((purchase) => purchase.status === 303).map((purchase) => purchase.code);
    // The used-up login limit: refused (429) or the players' 503, never tried with the game; still used up.
    const guesses = answers.filter((answer) => answer.kind === "login").map((answer) => answer.status);
    const countAfter = await loginCount(replica);
    const guessesAfter = [await guess(instances[0]), await guess(instances[1])];

    // The streams: still open through the failover; reopened with Last-Event-ID, they resume.
    const open = streams.filter((stream) => !stream.ended).length;
    const resumed: number[] = [];
    for (const instance of instances) {
      const stream = await openEventStream(`${instance.origin}/eventi/corse/${DAY}`, { "Last-Event-ID": cursorBeforeKill });
      streams.push(stream);
      resumed.push(stream.response.status);
      await stream.waitFor(/^retry: \d+/m, 5_000);
    }
    replica.destroy();

    const byKind = (kind: Answer["kind"]) => answers.filter((answer) => answer.kind === kind);
    console.log(
      [
        "failover di Redis Sentinel (primario ucciso con SIGKILL, 2 istanze, 3 sentinelle):",
        `  carico medio (1 min) al SIGKILL ${loadAtKill}, alla fine ${loadAfter}`,
        `  promozione della replica dopo ${promotedAt - killedAt} ms; tutti i giocatori di nuovo serviti dopo ${recoveredAt - killedAt} ms`,
        `  sessioni mantenute ${signedIn.filter(Boolean).length}/${signedIn.length} (giocatori ${PLAYERS + 1} su 2 istanze, sessioni in Redis ${sessionsBefore})`,
        `  risposte durante il failover ${answers.length} (pagine ${byKind("page").length}, acquisti ${byKind("purchase").length}, accessi ${byKind("login").length}), di cui 503 ${unavailable}`,
        `  attesa più lunga ${longest} ms vista dal test (prima del SIGKILL ${slowestBefore} ms), risposte oltre 2 s misurate dalle istanze ${slowOnServers}`,
        `  lock del giocatore: ${holds.length} prese, sovrapposte ${overlapping.length}; chiamate al gioco di una sessione sovrapposte ${gameOverlaps}`,
        `  budget: acquisti inviati ${purchases.length} (${codes.length} cavalli, ognuno da entrambe le istanze), accettati ${bought.length}; nel gioco ${account.horses.length} cavalli, budget ${account.budget} = ${STARTING_BUDGET} - ${spent}`,
        `  limite di accesso: conteggio ${countBefore} prima, ${countAfter} dopo la promozione; tentativi durante il failover ${guesses.length} (${[...new Set(guesses)].join(", ")}), dopo ${guessesAfter.join(", ")}`,
        `  stream aperti durante il failover ${open}/4; ripresi con Last-Event-ID ${resumed.filter((status) => status === 200).length}/2`,
        `  replica asincrona: scritture confermate dal primario mentre veniva ucciso ${acknowledged.length}, perse dopo la promozione ${lost}`,
      ].join("\n"),
    );
    for (const answer of answers.filter((one) => one.ms > 1500))
      console.log(
        `  risposta lenta: ${answer.kind} del giocatore ${answer.player}, ${answer.at - killedAt} ms dopo il SIGKILL, stato ${answer.status}, ${answer.ms} ms`,
      );

    expect(signedIn.every(Boolean)).toBe(true);
    expect(answers.filter((answer) => answer.status === 0).length, "answers cut or never given").toBe(0);
    // Where a slow answer's time went, as its instance logged it (its wait on Redis, redisMs).
    for (const instance of instances) for (const line of instance.slowAnswers) console.log(`  ${instance.name}: ${line}`);
    expect(waitedForTheFailover).toEqual([]);
    expect(afterRecovery.every((answer) => answer.status === 200 && answer.signedIn)).toBe(true);
    // No lock held twice.
    expect(overlapping).toEqual([]);
    expect(gameOverlaps).toBe(0);
    // No budget spent twice: the game's accounting holds, each horse bought once, and Sulky's
    // "bought" (303) answers are exactly the game's purchases; every other answer a refusal.
    expect(new Set(account.horses).size).toBe(account.horses.length);
    expect(account.budget).toBe(STARTING_BUDGET - spent);
    expect(account.budget).toBeGreaterThanOrEqual(0);
    expect(new Set(bought).size).toBe(bought.length);
    expect([...bought].sort()).toEqual([...account.horses].sort());
    expect(purchases.filter((purchase) => ![303, 400, 503].includes(purchase.status))).toEqual([]);
    // No rate-limit budget reset: used up before, during and after.
    expect(guesses.filter((status) => status !== 429 && status !== 503)).toEqual([]);
    expect(countAfter).toBeGreaterThanOrEqual(countBefore);
    expect(guessesAfter).toEqual([429, 429]);
    expect(open).toBe(4);
    expect(resumed).toEqual([200, 200]);
  }, 240_000);
});
