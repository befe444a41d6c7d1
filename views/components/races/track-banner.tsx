import { formatInteger } from "../../../src/domain/format";
import { displayRouteDate } from "../../../src/domain/races/rules";
import type { TrackBanner as TrackBannerData } from "../../../src/domain/races/types";
import { FactList } from "../fact-list";

/** The racecourse banner of a race day: place, date, start time, track and its features. */
export function TrackBanner({ track }: { track: TrackBannerData }) {
  const items: [string, string | null][] = [
    ["Località", track.Localita],
    ["Data", displayRouteDate(track.data)],
    ["Inizio", track.ora],
    ["Ippodromo", track.NomeIppodromo],
    ["Pista", track.LunghezzaPista ? `${formatInteger(track.LunghezzaPista)} m` : null],
    ["Taratura", track.Taratura],
    ["Autostart", track.Autostart],
    ["Nastri", track.Nastri],
  ];
  return (
    <FactList facts={items} className="track-banner" label="Ippodromo" />
  );
}
