import { formatInteger } from "~/src/domain/format";
import { raceDayText } from "~/src/domain/races/rules";
import type { TrackBanner as TrackBannerData } from "~/src/domain/races/types";
import { FactList } from "../fact-list";

/** The racecourse banner of a race day: place, date, start time, track and its features. */
export function TrackBanner({ track }: { track: TrackBannerData }) {
  const items: [string, string | null][] = [
    ["Località", track.town],
    ["Data", raceDayText(track.day)],
    ["Inizio", track.startTime],
    ["Ippodromo", track.racecourseName],
    ["Pista", track.trackLength ? `${formatInteger(track.trackLength)} m` : null],
    ["Taratura", track.calibration],
    ["Autostart", yesNoText(track.autostart)],
    ["Nastri", yesNoText(track.tapes)],
  ];
  return <FactList facts={items} className="track-banner" label="Ippodromo" />;
}

function yesNoText(value: boolean | null): string | null {
  return value === null ? null : value ? "Sì" : "No";
}
