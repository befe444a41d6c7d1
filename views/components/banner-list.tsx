import type { Banner } from "~/src/domain/banners";
import "./banner-list.css";

/** Advertising banners, 350×105, opening the advertiser's site in a new tab. */
export function BannerList({ banners, label }: { banners: Banner[]; label: string }) {
  if (banners.length === 0) return null;
  return (
    <ul className="banner-list" aria-label={label}>
      {banners.map((banner) => (
        <li key={`${banner.href}-${banner.image}`}>
          <a href={banner.href} target="_blank" rel="noopener noreferrer sponsored">
            <img src={banner.image} alt={banner.alt} width={350} height={105} loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}
