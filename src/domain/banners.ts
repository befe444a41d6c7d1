/** An advertising banner of the home page's sidebar (350×105). */
export type Banner = { href: string; alt: string; image: string };
export type Banners = { left: Banner[]; right: Banner[] };
