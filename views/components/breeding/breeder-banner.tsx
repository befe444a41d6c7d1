import { useState } from "react";
import notFoundImage from "./banner-not-found.svg";

/** The breeder's big banner at a fixed size (no layout shift); a missing or broken image shows the not-found image. */
export function BreederBanner({ src, name }: { src: string | null | undefined; name: string }) {
  const [broken, setBroken] = useState(false);
  const source = !src || broken ? notFoundImage : src;
  return (
    <img
      className="breeder-banner"
      src={source}
      alt={source === notFoundImage ? "" : `Banner di ${name}`}
      width={1140}
      height={300}
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
