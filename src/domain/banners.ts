export type Banner = { href: string; alt: string; img_path: string };
export type Banners = { left: Banner[]; right: Banner[] };
