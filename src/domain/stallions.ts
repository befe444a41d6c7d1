/** A card of the sponsor grid: a stallion or a sponsor (§3 sponsor item). */
export type SponsorItem = {
  type: "stallone" | "sponsor";
  href: string;
  title: string;
  motto?: string | null;
  img: string;
  bg_color?: string | null;
  text_color?: string | null;
  full_image?: boolean | null;
  record?: string | null;
  path?: string | null;
};
