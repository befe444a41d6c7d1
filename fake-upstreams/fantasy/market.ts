import { createRandom, hashString } from "../shared/prng";
import { buildDataset } from "../trotting/dataset";
import type { Horse } from "../trotting/dataset/types";
import { periodStats } from "../trotting/season-stats";

/** The fantasy market: ~120 horses of the trotting dataset with a rating, and the game rules (docs/PRODUCT.md, "Fantasy game"). */
export const STARTING_BUDGET = 200_000;
export const SELL_SHARE = 0.25;
export const SQUAD_LIMITS: Record<AgeGroup, number> = { "3": 4, "4": 4, "5+": 7 };
export type AgeGroup = "3" | "4" | "5+";

export interface MarketHorse {
  CodiceCavallo: string;
  name: string;
  rating: number;
  enabled: boolean;
  eta: number;
}

export const ageGroup = (age: number): AgeGroup => (age <= 3 ? "3" : age === 4 ? "4" : "5+");

/** Horses in training: raced in the last four months, between 3 and 10 years old. Ratings follow their last year's earnings. */
export function buildMarket(options: { seed?: number; today: Date; archiveYears?: number }): MarketHorse[] {
  const dataset = buildDataset({
    seed: options.seed,
    today: options.today,
    publicUrl: "http://localhost",
    archiveYears: options.archiveYears,
  });
  const { world } = dataset;
  const random = createRandom((options.seed ?? 1) + 77);
  const age = (horse: Horse) => dataset.currentYear - horse.birthYear;
  const active = (horse: Horse) => world.horses[horse.index].lastStart >= world.todayDay - 120;
  const candidates = dataset.horses.filter(
    (horse) => !horse.founder && !horse.deceased && horse.recordBreve && active(horse) && age(horse) >= 3 && age(horse) <= 10,
  );
  const take = (filter: (horse: Horse) => boolean, count: number) => random.shuffle(candidates.filter(filter)).slice(0, count);
  const chosen = [
    ...take((horse) => age(horse) === 3, 35),
    ...take((horse) => age(horse) === 4, 35),
    ...take((horse) => age(horse) >= 5, 50),
  ];
  const form = new Map(chosen.map((horse) => [horse.code, periodStats(world, horse.index, world.todayDay - 365).earnings]));
  const best = Math.max(...form.values(), 1);
  return chosen
    .map((horse, index) => ({
      CodiceCavallo: horse.code,
      name: horse.name,
      rating: Math.round((5000 + 55_000 * Math.sqrt((form.get(horse.code) ?? 0) / best)) / 100) * 100,
      enabled: index % 9 !== 4,
      eta: age(horse),
    }))
    .sort((a, b) => b.rating - a.rating);
}

export type TradeResult = { ok: true; budget: number; horses: string[] } | { ok: false; message: string };

export function trade(
  market: Map<string, MarketHorse>,
  player: { budget: number; horses: string[] },
  action: unknown,
  code: unknown,
): TradeResult {
  const horse = typeof code === "string" || typeof code === "number" ? market.get(String(code)) : undefined;
  if (action !== "buy" && action !== "sell") return { ok: false, message: "L'azione deve essere buy o sell." };
  if (!horse) return { ok: false, message: "Cavallo non presente nel mercato." };
  const owned = player.horses.includes(horse.CodiceCavallo);
  if (action === "sell") {
    if (!owned) return { ok: false, message: "Non possiedi questo cavallo." };
    return {
      ok: true,
      budget: player.budget + Math.round(horse.rating * SELL_SHARE),
      horses: player.horses.filter((other) => other !== horse.CodiceCavallo),
    };
  }
  if (owned) return { ok: false, message: "Possiedi già questo cavallo." };
  if (!horse.enabled) return { ok: false, message: "Questo cavallo non è acquistabile al momento." };
  if (horse.rating > player.budget) return { ok: false, message: "Budget insufficiente per acquistare questo cavallo." };
  const group = ageGroup(horse.eta);
  const inGroup = player.horses.filter((other) => market.get(other) && ageGroup((market.get(other) as MarketHorse).eta) === group).length;
  if (inGroup >= SQUAD_LIMITS[group])
    return {
      ok: false,
      message: `Hai già ${SQUAD_LIMITS[group]} cavalli ${group === "5+" ? "di 5 anni e oltre" : `di ${group} anni`}: limite raggiunto.`,
    };
  return { ok: true, budget: player.budget - horse.rating, horses: [...player.horses, horse.CodiceCavallo] };
}

const BOT_STABLES = [
  "Scuderia Il Trottatore",
  "Team Vinovo",
  "Scuderia Capannelle",
  "I Bolidi di Agnano",
  "Scuderia La Maura",
  "Trotto & Passione",
  "Scuderia Arcoveggio",
  "Allevamento del Sogno",
  "Scuderia Biroccino",
  "Team Sulky",
  "Scuderia Le Mulina",
  "I Cavalieri del Miglio",
  "Scuderia Montecatini",
  "Dream Team Trotto",
  "Scuderia Follonica",
  "Gli Invincibili",
  "Scuderia Favorita",
  "Team Padovanelle",
  "Scuderia San Siro",
  "I Ragazzi del Nastro",
];

export type Period = "week" | "month" | "season";

/** Selectable periods, newest first: ids are 'W{n}', 'M{n}' and 'S{year}'. */
export function periodsOf(period: Period, today: Date): { id: string; label: string }[] {
  const year = today.getUTCFullYear();
  if (period === "season") return [0, 1, 2].map((back) => ({ id: `S${year - back}`, label: `Stagione ${year - back}` }));
  if (period === "month") {
    const months = [
      "Gennaio",
      "Febbraio",
      "Marzo",
      "Aprile",
      "Maggio",
      "Giugno",
      "Luglio",
      "Agosto",
      "Settembre",
      "Ottobre",
      "Novembre",
      "Dicembre",
    ];
    return Array.from({ length: today.getUTCMonth() + 1 }, (_, index) => today.getUTCMonth() - index).map((month) => ({
      id: `M${month + 1}`,
      label: `${months[month]} ${year}`,
    }));
  }
  const dayOfYear = Math.floor((today.getTime() - Date.UTC(year, 0, 1)) / 86_400_000);
  const currentWeek = Math.floor(dayOfYear / 7) + 1;
  return Array.from({ length: currentWeek }, (_, index) => currentWeek - index).map((week) => ({
    id: `W${week}`,
    label: `Settimana ${week} (${year})`,
  }));
}

export function rankingRows(period: Period, periodId: string, playerNames: string[]) {
  const scale = period === "week" ? 1 : period === "month" ? 4.3 : 40;
  return [...BOT_STABLES, ...playerNames]
    .map((name) => {
      const random = createRandom(hashString(`${period}:${periodId}:${name}`));
      const vittorie = Math.round(random.int(0, 6) * scale * 0.5);
      return { name, punti: Math.round((random.int(20, 400) * scale) / 1), vittorie, vincite: random.int(0, 30) * 100 * Math.round(scale) };
    })
    .sort((a, b) => b.punti - a.punti)
    .map((row, index) => ({ Pos: index + 1, ...row }));
}
