import { Link } from "react-router";
import type { RaceDayStatus } from "~/src/application/races/race-day-status";
import { formatItalianDate } from "~/src/domain/calendar";
import { italianWeekday } from "~/src/domain/races/next-start";
import { racecourseLabel } from "~/src/domain/races/rules";
import type { TodayAtTheRaces as Today, TodayRace } from "~/src/domain/races/today";
import { horseProfilePath } from "~/src/urls/horses";
import { raceListPath, racePath } from "~/src/urls/races";
import { RaceDayUpdates } from "./race-day-updates";
import "./today-at-the-races.css";

function raceName(race: TodayRace): string {
  return `${race.meeting.racecourseName}, corsa ${race.raceNumber}`;
}

/**
 * The home page's opening block: today's meetings, the next race and its time, the latest results.
 * It follows the race day's events like the race pages (decision 030): a result reloads it in place.
 */
export function TodayAtTheRaces({ today, raceDay }: { today: Today; raceDay: RaceDayStatus | null }) {
  const { meetings, nextRace, latestResults, nextRaceDay } = today;
  const dayLabel = `${italianWeekday(today.today)} ${formatItalianDate(today.today)}`;
  return (
    <section className="home-block home-today" aria-labelledby="home-today">
      <h2 id="home-today">Oggi alle corse</h2>
      <p className="home-today-day">{dayLabel}</p>
      {meetings.length > 0 ? <RaceDayUpdates raceDay={raceDay} /> : null}
      {meetings.length === 0 ? (
        <p>
          Oggi non si corre.
          {nextRaceDay ? (
            <>
              {" "}
              Prossime corse {italianWeekday(nextRaceDay.day)} {formatItalianDate(nextRaceDay.day)}:{" "}
              {nextRaceDay.meetings.map((meeting, index) => (
                <span key={meeting.racecourseCode}>
                  {index > 0 ? ", " : ""}
                  <Link to={racePath("partenti", meeting.day, meeting.racecourseCode)}>
                    {racecourseLabel(meeting.racecourseName, meeting.town)}
                  </Link>
                </span>
              ))}
            </>
          ) : null}
        </p>
      ) : (
        <div className="home-today-grid">
          <div>
            <h3>Riunioni di oggi</h3>
            <ul className="home-today-meetings">
              {meetings.map((meeting) => (
                <li key={meeting.racecourseCode}>
                  <Link to={racePath("partenti", meeting.day, meeting.racecourseCode)}>
                    {racecourseLabel(meeting.racecourseName, meeting.town)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3>Prossima corsa</h3>
            {nextRace ? (
              <p className="home-today-next">
                {nextRace.startTime ? <strong className="home-today-time">{nextRace.startTime}</strong> : null}{" "}
                <Link to={racePath("partenti", nextRace.meeting.day, nextRace.meeting.racecourseCode, nextRace.raceNumber)}>
                  {raceName(nextRace)}
                </Link>
                {nextRace.prizeName ? <span className="home-today-prize">{nextRace.prizeName}</span> : null}
              </p>
            ) : (
              <p>Le corse di oggi sono concluse.</p>
            )}
          </div>
          <div className="home-today-results">
            <h3>Ultimi arrivi</h3>
            {latestResults.length > 0 ? (
              <ol className="home-today-result-list">
                {latestResults.map((race) => (
                  <li key={`${race.meeting.racecourseCode}-${race.raceNumber}`}>
                    <Link to={racePath("arrivi", race.meeting.day, race.meeting.racecourseCode, race.raceNumber)}>
                      {race.startTime ? `${race.startTime} ` : ""}
                      {raceName(race)}
                    </Link>
                    <span className="home-today-podium">
                      {race.podium.map((place, index) => (
                        <span key={place.horseCode}>
                          {index > 0 ? ", " : ""}
                          {place.placement}°{" "}
                          <Link to={horseProfilePath({ code: place.horseCode, slug: place.slug, name: place.horseName })}>
                            {place.horseName}
                          </Link>
                        </span>
                      ))}
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <p>Ancora nessun arrivo oggi.</p>
            )}
          </div>
        </div>
      )}
      <p className="home-more">
        <Link to={raceListPath("partenti")}>Tutti i partenti</Link> · <Link to={raceListPath("arrivi")}>Tutti gli arrivi</Link>
      </p>
    </section>
  );
}
