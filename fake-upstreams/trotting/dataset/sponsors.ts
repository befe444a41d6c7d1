import { mediaUrl } from "../../shared/media";
import type { Banners, Horse, SponsorCard } from "./types";

const CARD_COLORS: [bg: string, text: string][] = [
  ["#b71c1c", "#ffffff"],
  ["#0d47a1", "#ffffff"],
  ["#ffd54f", "#212121"],
  ["#1b5e20", "#ffffff"],
  ["#212121", "#ffd54f"],
];

/** Sponsor grid of GET /api/v1/getStalloniSponsor: stallion cards, sponsor cards and full-image sponsors. */
export function buildSponsorCards(sponsorStallions: Horse[], publicUrl: string): SponsorCard[] {
  const stallionCards: SponsorCard[] = sponsorStallions.map((stallion, index) => ({
    type: "stallone",
    href: `/trotto/stalloni/${stallion.slug}`,
    title: stallion.name,
    motto: stallion.motto ?? "",
    img: mediaUrl(publicUrl, `stallone-${stallion.code}`, 190, 112),
    bg_color: CARD_COLORS[index % CARD_COLORS.length][0],
    text_color: CARD_COLORS[index % CARD_COLORS.length][1],
    full_image: false,
    record: stallion.recordBreve,
    path: `/trotto/stalloni/${stallion.slug}`,
  }));
  const sponsorCards: SponsorCard[] = [
    {
      type: "sponsor",
      href: "https://www.example.it/mangimi-trotto",
      title: "Mangimi Trotto Italia",
      motto: "La forza del campione",
      img: mediaUrl(publicUrl, "sponsor-mangimi", 190, 112),
      bg_color: "#ffffff",
      text_color: "#b71c1c",
      full_image: false,
    },
    {
      type: "sponsor",
      href: "https://www.example.it/sulky-carbonio",
      title: "Sulky in carbonio",
      motto: "Leggeri come il vento",
      img: mediaUrl(publicUrl, "sponsor-sulky", 190, 112),
      bg_color: "#212121",
      text_color: "#ffffff",
      full_image: true,
    },
  ];
  return [...stallionCards.slice(0, 4), sponsorCards[0], ...stallionCards.slice(4), sponsorCards[1]];
}

export function buildBanners(publicUrl: string): Banners {
  const banner = (label: string, href: string, alt: string) => ({ href, alt, img_path: mediaUrl(publicUrl, `banner-${label}`, 350, 105) });
  return {
    left: [
      banner("aste-vinovo", "https://www.example.it/aste-vinovo", "Aste di Vinovo"),
      banner("allevatori", "/trotto/allevatori", "I nostri allevatori"),
    ],
    right: [
      banner("fantatrotto", "/fantatrotto", "Gioca a FantaTrotto"),
      banner("qualifiche", "/trotto/qualifiche", "Qualifiche"),
      banner("mangimi", "https://www.example.it/mangimi-trotto", "Mangimi Trotto Italia"),
    ],
  };
}
