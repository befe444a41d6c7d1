import { calendarDateInItaly } from "../../domain/calendar";
import { canonicalHorseSlug } from "../../domain/horses/horse";
import { latestOf, nextOf, type MyHorse } from "../../domain/horses/my-horses";
import type { Clock } from "../../ports/clock";
import type { HorsesTrottingPort } from "../../ports/trotting/horses";
import { nullIfNotFound, optionalSection } from "../sections";

/**
 * "I miei cavalli": for each kept horse its profile (who it is), its next start (the starter search on
 * its name, its own code, today or later and not yet run) and its last results (its performances).
 * A horse the upstream no longer knows is left out; a failing section leaves that part empty.
 */
export function makeGetMyHorses(deps: { trotting: HorsesTrottingPort; clock: Clock }) {
  return async function getMyHorses({ codes }: { codes: string[] }): Promise<MyHorse[]> {
    const today = calendarDateInItaly(deps.clock.now());
    const horses = await Promise.all(
      codes.map(async (code): Promise<MyHorse | null> => {
        const profile = await nullIfNotFound(deps.trotting.horseProfile(code));
        if (!profile) return null;
        const [starters, performances] = await Promise.all([
          optionalSection(deps.trotting.searchStarters(profile.name)),
          optionalSection(deps.trotting.performances(code)),
        ]);
        const upcoming = (starters ?? [])
          .filter((row) => row.horseCode === code && !hasRun(row) && row.racecourseCode && row.raceNumber !== null)
          .map((row) => ({
            day: row.day,
            time: row.startTime,
            racecourse: row.racecourse ?? row.racecourseCode ?? "",
            racecourseCode: row.racecourseCode as string,
            raceNumber: row.raceNumber as number,
            postPosition: row.postPosition,
            driver: row.driver,
          }));
        const birthYear = /^(\d{4})/.exec(profile.birthDate ?? "")?.[1];
        return {
          code,
          name: profile.name,
          slug: canonicalHorseSlug(profile),
          sex: profile.sex,
          birthYear: birthYear ? Number(birthYear) : null,
          sire: profile.sire,
          dam: profile.dam,
          nextStart: nextOf(upcoming, today),
          lastResults: latestOf(performances ?? []).map((result) => ({
            day: result.day,
            racecourse: result.racecourse,
            racecourseCode: result.racecourseCode,
            raceNumber: result.raceNumber,
            placement: result.placement,
            kmTime: result.kmTime,
            url: result.url,
          })),
        };
      }),
    );
    return horses.filter((horse): horse is MyHorse => horse !== null);
  };
}

function hasRun(row: { placement: number | null; kmTime: string | null }): boolean {
  return (row.placement !== null && row.placement !== 0) || Boolean(row.kmTime);
}
