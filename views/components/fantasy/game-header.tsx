import { Form, NavLink } from "react-router";
import { CsrfField } from "../csrf-field";
import { fantasyHomePath, fantasyLogoutPath, fantasyMarketPath, fantasyRankingsPath, fantasyRulesPath } from "~/src/urls/fantasy";

const GAME_LINKS = [
  { to: fantasyHomePath(), label: "La mia scuderia", end: true },
  { to: fantasyMarketPath(), label: "Mercato", end: false },
  { to: fantasyRankingsPath(), label: "Classifiche", end: false },
  { to: fantasyRulesPath(), label: "Regolamento", end: false },
];

/** The game's own navigation and the logout form, on every page of a signed-in player. */
export function GameHeader({ playerName, csrfToken }: { playerName: string; csrfToken: string }) {
  return (
    <div className="fantasy-bar">
      <div className="fantasy-bar-top">
        <p className="fantasy-brand">
          FantaTrotto <span className="fantasy-alpha">alpha</span>
        </p>
        <Form method="post" action={fantasyLogoutPath()} className="fantasy-logout">
          <CsrfField token={csrfToken} />
          <span className="fantasy-player">{playerName}</span>
          <button type="submit" className="button button-secondary">
            Esci
          </button>
        </Form>
      </div>
      <nav aria-label="FantaTrotto">
        <ul className="fantasy-nav">
          {GAME_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
