import type { NextFunction, Request, Response } from "express";
import { mediaHandler } from "../shared/media";
import { serveFake } from "../shared/serve";
import { clockControl, createFakeClock } from "../shared/clock";
import { resolveToday } from "../shared/dates";
import type { FakeOptions, RunningFake } from "../shared/types";
import { buildDataset } from "./dataset";
import { jsonServer } from "./json-server";
import { trottingMedia } from "./media";
import { breederRoutes } from "./routes/breeders";
import { foalRoutes } from "./routes/foals";
import { homeRoutes } from "./routes/home";
import { horseRoutes } from "./routes/horses";
import { partnerRoutes } from "./routes/partner";
import { createRaceDay } from "./race-day";
import { raceRoutes } from "./routes/races";
import { rankingRoutes } from "./routes/rankings";
import type { RouteModule } from "./routes/types";
import { TrottingStore } from "./store";

const ROUTE_MODULES: RouteModule[] = [homeRoutes, breederRoutes, foalRoutes, horseRoutes, raceRoutes, rankingRoutes, partnerRoutes];

/** Trotting API fake: json-server app with custom routes answering the portal's calls. */
export function startTrottingFake(options: FakeOptions = {}): Promise<RunningFake> {
  return serveFake("trotting", options, "", ({ publicUrl, faults, fixtures, onFresh }) => {
    const clock = createFakeClock({ clock: options.clock, today: options.today, pinnedDay: process.env.SULKY_TODAY });
    const dataset = buildDataset({
      seed: options.seed,
      today: resolveToday(options.today ?? options.clock?.()),
      publicUrl,
      archiveYears: options.archiveYears,
    });
    const store = new TrottingStore(dataset);
    onFresh(() => store.forgetWrites());
    const raceDay = createRaceDay(store, clock);
    const app = jsonServer.create();
    // the race day's clock, moved by tests instead of waiting (POST /__fake/clock), before the other controls
    app.use(clockControl(clock) as unknown as (req: Request, res: Response, next: NextFunction) => void);
    app.use(faults.middleware as unknown as (req: Request, res: Response, next: NextFunction) => void);
    app.use(fixtures.middleware as unknown as (req: Request, res: Response, next: NextFunction) => void);
    // pictures before json-server's defaults: served as they are, never gzipped on the way
    app.use(mediaHandler(trottingMedia(store)) as unknown as (req: Request, res: Response, next: NextFunction) => void);
    app.use(jsonServer.defaults({ logger: false, noCors: false }));
    app.use(jsonServer.bodyParser);
    for (const register of ROUTE_MODULES) register(app, store, { raceDay });
    // raw collections for inspection through json-server's own query language (_page, _limit, q...)
    app.use(
      "/__raw",
      jsonServer.router({
        horses: dataset.horses.map(({ videos: _videos, photos: _photos, ...horse }) => ({ id: horse.code, ...horse })),
        breeders: dataset.breeders,
        racecourses: dataset.racecourses.map((racecourse) => ({ id: racecourse.CodiceIppodromo, ...racecourse })),
        people: dataset.people,
      }),
    );
    app.use((req: Request, res: Response) => {
      res.status(404).json({ message: `Nessuna rotta per ${req.method} ${req.path}` });
    });
    return app as unknown as (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void;
  });
}
