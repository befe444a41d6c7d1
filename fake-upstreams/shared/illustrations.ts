/**
 * Drawn SVG pictures for the fakes' images, at the size the URL asks for: a trotter and sulky
 * in the stable's silks, a mare and foal in the paddock, a racecourse scene, a breeder's crest,
 * a banner. Every scene is drawn in a 400×225 box and fitted (cropped, never stretched) to the
 * requested size; a caption band names the subject.
 */

export type Silks = [jacket: string, sleeves: string];

export type Illustration =
  | { kind: "trotter"; caption?: string; silks: Silks; coat: string; setting?: "track" | "training" }
  | { kind: "paddock"; caption?: string; coat: string; foalCoat: string }
  | { kind: "race"; caption?: string; field: Silks[]; evening?: boolean }
  | { kind: "crest"; caption: string; silks: Silks; initials: string; town?: string }
  | { kind: "banner"; caption: string; subtitle?: string; silks: Silks };

const COAT_COLOURS: Record<string, [body: string, mane: string]> = {
  baio: ["#8a4f2a", "#2a1a10"],
  "baio scuro": ["#4e2e1b", "#1c120b"],
  sauro: ["#b8652e", "#8a4420"],
  morello: ["#26211e", "#111"],
  grigio: ["#a8a8a8", "#e8e8e8"],
  roano: ["#8d6e63", "#4e342e"],
};

export const coatColours = (coat: string): [string, string] => COAT_COLOURS[coat] ?? COAT_COLOURS.baio;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A trotter in full stride with its sulky and driver, facing right, about 210×115 units. */
function trotterWithSulky(x: number, y: number, scale: number, silks: Silks, coat: string): string {
  const [body, mane] = coatColours(coat);
  const [jacket, sleeves] = silks;
  const far = 'opacity="0.75"';
  return `<g transform="translate(${x} ${y}) scale(${scale})" stroke-linecap="round" stroke-linejoin="round">
<ellipse cx="110" cy="112" rx="95" ry="5" fill="#000" opacity="0.18"/>
<g stroke="${body}" stroke-width="6" fill="none" ${far}><path d="M146 66 L140 90 L132 108"/><path d="M92 66 L82 88 L70 106"/></g>
<g stroke="#111" stroke-width="6" ${far}><path d="M131 106 L136 109"/><path d="M69 104 L74 108"/></g>
<circle cx="58" cy="88" r="22" fill="none" stroke="#444" stroke-width="3"/>
<g stroke="#777" stroke-width="1.2"><path d="M58 66 V110 M36 88 H80 M42 72 L74 104 M42 104 L74 72"/></g>
<circle cx="58" cy="88" r="3.5" fill="#555"/>
<path d="M84 48 Q66 54 70 80" stroke="${mane}" stroke-width="6" fill="none"/>
<path d="M82 44 C86 34 140 32 156 44 C164 52 160 68 148 70 C130 74 96 74 86 66 C80 60 80 50 82 44 Z" fill="${body}"/>
<path d="M148 48 L170 20 L182 24 L164 60 Z" fill="${body}"/>
<path d="M168 16 Q180 9 190 17 L200 29 Q198 35 191 34 L178 30 Z" fill="${body}"/>
<path d="M172 14 L175 5 L179 13 Z" fill="${body}"/>
<path d="M152 44 L171 17" stroke="${mane}" stroke-width="4" fill="none"/>
<circle cx="186" cy="21" r="1.6" fill="#111"/>
<g stroke="${body}" stroke-width="6" fill="none"><path d="M150 64 L166 86 L172 106"/><path d="M100 66 L112 88 L108 108"/></g>
<g stroke="#111" stroke-width="6"><path d="M171 104 L176 107"/><path d="M107 106 L112 108"/></g>
<path d="M62 62 L150 54 M62 67 L150 60" stroke="#3e3e3e" stroke-width="2.5"/>
<rect x="48" y="60" width="20" height="6" rx="2" fill="#333"/>
<path d="M60 62 L98 58 L104 64" stroke="#f5f5f5" stroke-width="7" fill="none"/>
<path d="M104 64 L108 66" stroke="#222" stroke-width="5"/>
<path d="M50 62 C46 52 46 40 52 32 L62 34 C64 44 64 54 66 62 Z" fill="${jacket}" stroke="#00000033" stroke-width="1"/>
<path d="M58 40 L74 46 L82 44" stroke="${sleeves}" stroke-width="6" fill="none"/>
<path d="M82 44 L192 31" stroke="#5d4037" stroke-width="1.3"/>
<circle cx="54" cy="26" r="8" fill="${sleeves}" stroke="#00000033" stroke-width="1"/>
<path d="M48 24 Q54 16 61 23" stroke="${jacket}" stroke-width="3" fill="none"/>
</g>`;
}

/** A mare grazing and her foal standing by her, about 200×110 units. */
function mareAndFoal(x: number, y: number, coat: string, foalCoat: string): string {
  const [body, mane] = coatColours(coat);
  const [foal, foalMane] = coatColours(foalCoat);
  return `<g transform="translate(${x} ${y})" stroke-linecap="round">
<ellipse cx="95" cy="108" rx="90" ry="5" fill="#000" opacity="0.15"/>
<g stroke="${body}" stroke-width="6"><path d="M60 66 L58 106"/><path d="M70 66 L72 106"/><path d="M112 66 L116 106"/><path d="M122 64 L120 106"/></g>
<path d="M48 44 C52 34 110 32 126 44 C134 52 130 68 118 70 C100 74 62 74 52 66 C46 60 46 50 48 44 Z" fill="${body}"/>
<path d="M124 48 L150 78 L158 72 L134 42 Z" fill="${body}"/>
<path d="M148 74 Q156 70 164 80 L164 92 Q158 95 154 90 Z" fill="${body}"/>
<path d="M48 46 Q36 54 40 80" stroke="${mane}" stroke-width="5" fill="none"/>
<path d="M130 44 L154 72" stroke="${mane}" stroke-width="3" fill="none"/>
<g stroke="${foal}" stroke-width="3.5"><path d="M18 84 L17 108"/><path d="M24 84 L25 108"/><path d="M44 83 L46 108"/><path d="M50 82 L49 108"/></g>
<path d="M12 72 C14 66 48 64 56 72 C58 80 54 86 48 86 C34 88 20 88 14 84 Z" fill="${foal}"/>
<path d="M52 72 L60 52 L66 54 L60 78 Z" fill="${foal}"/>
<path d="M58 50 Q64 46 70 52 L72 60 Q68 62 64 58 Z" fill="${foal}"/>
<path d="M12 74 Q6 78 8 88" stroke="${foalMane}" stroke-width="2.5" fill="none"/>
</g>`;
}

function sky(evening = false): string {
  return evening
    ? '<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a2a4f"/><stop offset="1" stop-color="#f39c5a"/></linearGradient></defs><rect width="400" height="225" fill="url(#s)"/>'
    : '<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec9f0"/><stop offset="1" stop-color="#e8f4fb"/></linearGradient></defs><rect width="400" height="225" fill="url(#s)"/>';
}

const TREES =
  '<path d="M0 110 Q20 92 40 104 Q60 86 84 102 Q104 90 122 104 Q150 84 176 102 Q200 92 222 104 Q250 86 276 102 Q300 90 324 104 Q350 88 372 102 Q390 94 400 100 V130 H0 Z" fill="#4f7d3a"/>';
const RAIL =
  '<rect y="128" width="400" height="3" fill="#fff"/>' +
  Array.from({ length: 21 }, (_, index) => `<rect x="${index * 20}" y="128" width="2" height="12" fill="#fff"/>`).join("");

function trotterScene(silks: Silks, coat: string, setting: "track" | "training"): string {
  const ground =
    setting === "track"
      ? '<rect y="130" width="400" height="95" fill="#c9a27a"/><path d="M0 200 Q200 186 400 204" stroke="#b88d63" stroke-width="3" fill="none"/>'
      : '<rect y="130" width="400" height="95" fill="#7fb35a"/><rect y="160" width="400" height="40" fill="#c9a27a"/>';
  return `${sky()}${TREES}${ground}${RAIL}${trotterWithSulky(90, 88, 1.05, silks, coat)}`;
}

function paddockScene(coat: string, foalCoat: string): string {
  const fence =
    '<path d="M0 120 H400 M0 134 H400" stroke="#fff" stroke-width="3"/>' +
    Array.from({ length: 11 }, (_, index) => `<rect x="${index * 40}" y="112" width="4" height="30" fill="#fff"/>`).join("");
  return `${sky()}${TREES}<rect y="118" width="400" height="107" fill="#86bd5f"/>${fence}${mareAndFoal(110, 98, coat, foalCoat)}`;
}

function raceScene(field: Silks[], evening: boolean): string {
  const stand =
    '<path d="M0 70 H150 V128 H0 Z" fill="#e0e0e0"/><path d="M0 70 L150 70 L170 56 L0 56 Z" fill="#b71c1c"/>' +
    Array.from(
      { length: 6 },
      (_, row) => `<rect x="6" y="${78 + row * 8}" width="138" height="4" fill="${row % 2 ? "#9e9e9e" : "#bdbdbd"}"/>`,
    ).join("");
  const finish = '<rect x="352" y="70" width="5" height="70" fill="#fff"/><circle cx="354" cy="68" r="8" fill="#ffd54f" stroke="#333"/>';
  const horses = field
    .slice(0, 4)
    .map((silks, index) =>
      trotterWithSulky(
        230 - index * 58 + (index % 2) * 18,
        94 + (index % 2) * 18,
        0.62,
        silks,
        ["baio", "baio scuro", "sauro", "morello"][index % 4],
      ),
    )
    .reverse()
    .join("");
  return `${sky(evening)}${TREES}${stand}<rect y="130" width="400" height="95" fill="#c9a27a"/>${RAIL}${finish}${horses}`;
}

function crestScene(silks: Silks, initials: string): string {
  const [jacket, sleeves] = silks;
  return `<rect width="400" height="225" fill="#f7f3ea"/>
<path d="M200 20 L270 42 V110 C270 158 236 190 200 205 C164 190 130 158 130 110 V42 Z" fill="${jacket}" stroke="#3e3e3e" stroke-width="4"/>
<path d="M130 96 H270 V124 H130 Z" fill="${sleeves}" opacity="0.9"/>
<text x="200" y="120" text-anchor="middle" dominant-baseline="middle" font-family="Georgia, serif" font-size="44" font-weight="700" fill="#fff" stroke="#00000055" stroke-width="1.5">${escapeXml(initials)}</text>`;
}

function bannerScene(silks: Silks): string {
  const [jacket, sleeves] = silks;
  return `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${jacket}"/><stop offset="1" stop-color="${sleeves}"/></linearGradient></defs><rect width="400" height="225" fill="url(#b)"/>
<path d="M0 170 Q100 150 200 168 T400 160 V225 H0 Z" fill="#00000022"/>${trotterWithSulky(200, 92, 0.9, silks, "baio")}`;
}

function scene(illustration: Illustration | null): string {
  if (!illustration) return trotterScene(["#b71c1c", "#fafafa"], "baio", "track");
  switch (illustration.kind) {
    case "trotter":
      return trotterScene(illustration.silks, illustration.coat, illustration.setting ?? "track");
    case "paddock":
      return paddockScene(illustration.coat, illustration.foalCoat);
    case "race":
      return raceScene(illustration.field, illustration.evening ?? false);
    case "crest":
      return crestScene(illustration.silks, illustration.initials);
    case "banner":
      return bannerScene(illustration.silks);
  }
}

/** Longest caption that fits a width at a font size (about 0.55 em per character). */
function fit(text: string, width: number, fontSize: number): string {
  const room = Math.floor(width / (fontSize * 0.56));
  return text.length <= room ? text : `${text.slice(0, Math.max(1, room - 1)).trimEnd()}…`;
}

/** The picture at the requested size: the scene cropped to fit, the caption on a band below. */
export function renderIllustration(illustration: Illustration | null, width: number, height: number): string {
  const caption = illustration?.caption;
  const fontSize = Math.max(9, Math.min(28, Math.round(Math.min(height / 7, width / 14))));
  const band = caption ? Math.round(fontSize * 1.9) : 0;
  const wide = illustration?.kind === "banner" && width / height > 2.5;
  const captionBlock = !caption
    ? ""
    : wide
      ? `<rect x="0" y="0" width="${Math.round(width * 0.55)}" height="${height}" fill="#000" opacity="0.45"/><text x="${Math.round(fontSize * 0.8)}" y="${Math.round(height / 2 - (illustration?.kind === "banner" && illustration.subtitle ? fontSize * 0.4 : 0))}" fill="#fff" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" dominant-baseline="middle">${escapeXml(fit(caption, width * 0.52, fontSize))}</text>${illustration?.kind === "banner" && illustration.subtitle ? `<text x="${Math.round(fontSize * 0.8)}" y="${Math.round(height / 2 + fontSize * 0.9)}" fill="#fff" font-family="Arial, Helvetica, sans-serif" font-size="${Math.round(fontSize * 0.6)}" dominant-baseline="middle">${escapeXml(fit(illustration.subtitle, width * 0.52, fontSize * 0.6))}</text>` : ""}`
      : `<rect x="0" y="${height - band}" width="${width}" height="${band}" fill="#000" opacity="0.55"/><text x="${Math.round(width / 2)}" y="${height - band / 2}" fill="#fff" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">${escapeXml(fit(caption, width * 0.94, fontSize))}</text>`;
  const sceneHeight = wide ? height : height - band;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"${caption ? ` aria-label="${escapeXml(caption)}"` : ""}><rect width="${width}" height="${height}" fill="#e8f4fb"/><svg x="0" y="0" width="${width}" height="${sceneHeight}" viewBox="0 0 400 225" preserveAspectRatio="xMidYMid slice">${scene(illustration)}</svg>${captionBlock}</svg>`;
}
