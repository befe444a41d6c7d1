import type { NextFunction, Request, Response } from "express";
import { mediaHandler } from "../shared/media";
import { serveFake } from "../shared/serve";
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
import { raceRoutes } from "./routes/races";
import { rankingRoutes } from "./routes/rankings";
import type { RouteModule } from "./routes/types";
import { TrottingStore } from "./store";

const ROUTE_MODULES: RouteModule[] = [homeRoutes, breederRoutes, foalRoutes, horseRoutes, raceRoutes, rankingRoutes, partnerRoutes];

/** Trotting API fake: json-server app with custom routes answering the portal's calls. */
export function startTrottingFake(options: FakeOptions = {}): Promise<RunningFake> {
  return serveFake("trotting", options, "", ({ publicUrl, faults, fixtures, onFresh }) => {
    const dataset = buildDataset({ seed: options.seed, today: resolveToday(options.today), publicUrl, archiveYears: options.archiveYears });
    const store = new TrottingStore(dataset);
    onFresh(() => store.forgetWrites());
    const app = jsonServer.create();
    app.use(faults.middleware as unknown as (req: Request, res: Response, next: NextFunction) => void);
    app.use(fixtures.middleware as unknown as (req: Request, res: Response, next: NextFunction) => void);
    // pictures before json-server's defaults: served as they are, never gzipped on the way
    app.use(mediaHandler(trottingMedia(store)) as unknown as (req: Request, res: Response, next: NextFunction) => void);
    app.use(jsonServer.defaults({ logger: false, noCors: false }));
    app.use(jsonServer.bodyParser);
    for (const register of ROUTE_MODULES) register(app, store);
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
