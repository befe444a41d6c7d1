import { Link } from "react-router";
import { capitalised } from "~/src/domain/agreement";
import { RANKING_ENTITY_NAMES, type RankingEntity } from "~/src/domain/rankings/ranking-entities";
import { addFoalPath, followHorsePath, foalSearchPath } from "~/src/urls/breeding";
import { horseSearchPath, myHorsesPath, racingSonsPath, starterSearchPath } from "~/src/urls/horses";
import { todayEntriesPath } from "~/src/urls/races";
import { rankingPath } from "~/src/urls/rankings";
import { siteSearchPath } from "~/src/urls/search";

const RANKINGS: RankingEntity[] = ["guidatori", "allenatori", "proprietari", "allevatori", "stalloni", "nonni", "leaders"];

/**
 * The footer's map of the pages the menu does not list: the searches, the tools and every ranking,
 * so that each page of the site is a link away from any other (tests/routes/site/no-orphan-pages.test.ts).
 */
export function SiteDirectory() {
  return (
    <>
      <nav aria-labelledby="footer-cerca" className="footer-directory">
        <p id="footer-cerca" className="footer-heading">
          Cerca e segui
        </p>
        <ul className="footer-links">
          <li>
            <Link to={siteSearchPath()}>Cerca nel sito</Link>
          </li>
          <li>
            <Link to={horseSearchPath("cavalli")}>Cerca un cavallo</Link>
          </li>
          <li>
            <Link to={todayEntriesPath()}>Partenti di oggi</Link>
          </li>
          <li>
            <Link to={starterSearchPath()}>Cerca tra i partenti</Link>
          </li>
          <li>
            <Link to={racingSonsPath()}>Figli in corsa</Link>
          </li>
          <li>
            <Link to={foalSearchPath()}>Cerca un puledro</Link>
          </li>
          <li>
            <Link to={myHorsesPath()}>I miei cavalli</Link>
          </li>
          <li>
            <Link to={followHorsePath()}>Segui un cavallo</Link>
          </li>
          <li>
            <Link to={addFoalPath()}>Aggiungi il tuo puledro</Link>
          </li>
        </ul>
      </nav>
      <nav aria-labelledby="footer-classifiche" className="footer-directory">
        <p id="footer-classifiche" className="footer-heading">
          Classifiche
        </p>
        <ul className="footer-links">
          {RANKINGS.map((entity) => (
            <li key={entity}>
              <Link to={rankingPath(entity)}>{capitalised(RANKING_ENTITY_NAMES[entity])}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
