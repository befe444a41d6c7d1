import type { HomeTrottingPort } from "./trotting/home";

/** Everything Sulky asks of the trotting-data API, one slice per area of the site. */
export type TrottingPort = HomeTrottingPort;
