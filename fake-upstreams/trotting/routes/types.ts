import type { Express, Request } from "express";
import type { RaceDay } from "../race-day";
import type { TrottingStore } from "../store";

/** What routes read besides the store: the race day as the fake's clock plays it. */
export type RouteContext = { raceDay: RaceDay };

/** Each route module registers its endpoints on the json-server (Express 4) app. */
export type RouteModule = (app: Express, store: TrottingStore, context: RouteContext) => void;

export function queryString(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (Array.isArray(value)) return typeof value[0] === "string" ? value[0] : undefined;
  return typeof value === "string" ? value : undefined;
}

export function queryNumber(req: Request, name: string): number | undefined {
  const value = queryString(req, name);
  if (value === undefined || value.trim() === "" || Number.isNaN(Number(value))) return undefined;
  return Number(value);
}

export function queryFlag(req: Request, name: string): boolean {
  const value = queryString(req, name);
  return value !== undefined && value !== "0" && value !== "false";
}

export function notFound(message = "Risorsa non trovata") {
  return { message };
}
