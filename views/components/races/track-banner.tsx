import { formatInteger } from "../../../src/domain/format";
import { displayRouteDate } from "../../../src/domain/races/rules";
import type { TrackBanner as TrackBannerData } from "../../../src/domain/races/types";

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
    <dl className="track-banner" aria-label="Ippodromo">
      {items
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
