import type { BreedingTrottingPort } from "./trotting/breeding";
import type { HomeTrottingPort } from "./trotting/home";
import type { HorsesTrottingPort } from "./trotting/horses";
import type { PartnerTrottingPort } from "./trotting/partner";
import type { RacesTrottingPort } from "./trotting/races";
import type { RankingsTrottingPort } from "./trotting/rankings";

/** Everything Sulky asks of the trotting-data API, one slice per area of the site. */
export type TrottingPort = HomeTrottingPort &
  HorsesTrottingPort &
  RacesTrottingPort &
  BreedingTrottingPort &
  RankingsTrottingPort &
  PartnerTrottingPort;
