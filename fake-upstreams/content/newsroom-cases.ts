import { mediaUrl } from "../shared/media";
import { AUTHORS, makeEntry, type WpPost } from "./posts";
import { BREEDING, HOME, RACES } from "./news";
import { wordpressSlug } from "./wp-text";

/**
 * The posts a real newsroom's WordPress holds besides the stories, the same cases the WordPress peer
 * is seeded with (peers/wordpress/seed.php) so one contract suite can ask both about them
 * (tests/contract/content.test.ts): apostrophes and ampersands, emoji and Japanese in a title (a
 * percent-encoded slug), links to other posts and a gallery, a password, no picture, a deleted
 * picture, a deleted author, the first minutes of 2000 in Rome, and posts nobody may read
 * without an account (draft, private, scheduled, trashed) plus a draft page. They are dated
 * more than a year back (the scheduled one ahead), so the home page and the news list's first
 * page still show the world's stories.
 */
export type NewsroomCases = {
  homeCategory: number;
  entityTitle: number;
  ampersandTitle: number;
  encodedSlug: number;
  internalLinks: number;
  linkedPosts: [number, number];
  passwordProtected: number;
  noPicture: number;
  deletedPicture: number;
  deletedAuthor: number;
  millennium: number;
  archive: number;
  draft: number;
  private: number;
  scheduled: number;
  trashed: number;
  draftPage: number;
  pages: { "chi-siamo": number; contatti: number };
};

const DAY = 86_400_000;
const BODY = [
  "<p>La corsa ha dato spettacolo davanti a un pubblico numeroso, con una condotta di gara attenta e un finale in progressione che ha messo tutti d'accordo. Il driver è rimasto coperto fino all'ultima curva, poi ha aperto la corsia esterna e ha chiuso in 1.12.4 al chilometro.</p>",
  "<p>Gli allevatori presenti hanno commentato con soddisfazione la prova, ricordando che la linea materna è tra le più solide dell'allevamento italiano. Per la prossima uscita l'allenatore pensa a un Gran Premio & a una trasferta all'estero.</p>",
].join("\n");

/** WordPress's [gallery link="file"] as it renders: thumbnails that link to the full pictures. */
function gallery(publicUrl: string, id: number): string {
  const item = (label: string, alt: string) =>
    `<figure class='gallery-item'><div class='gallery-icon landscape'><a href='${mediaUrl(publicUrl, `news-${id}-${label}`, 1280, 720)}'><img width="150" height="150" src="${mediaUrl(publicUrl, `news-${id}-${label}`, 150, 150)}" class="attachment-thumbnail size-thumbnail" alt="${alt}" decoding="async" loading="lazy" /></a></div></figure>`;
  return `<div id='gallery-1' class='gallery galleryid-${id} gallery-columns-2 gallery-size-thumbnail'>${item("galleria-1", "Arrivo")}${item("galleria-2", "Premiazione")}</div>`;
}

export function newsroomCases(options: { today: Date; publicUrl: string; stories: WpPost[] }): {
  posts: WpPost[];
  pages: WpPost[];
  cases: NewsroomCases;
} {
  const { publicUrl, stories } = options;
  const yearAgo = options.today.getTime() - 400 * DAY;
  const posts: WpPost[] = [];
  const post = (id: number, title: string, fields: Partial<Parameters<typeof makeEntry>[0]> & { hoursBack?: number } = {}) => {
    const slug = wordpressSlug(title);
    const { hoursBack = id, ...entry } = fields;
    posts.push(
      makeEntry({
        id,
        type: "post",
        date: new Date(yearAgo - hoursBack * 3_600_000),
        title,
        slug,
        link: `${publicUrl}/${slug}/`,
        content: BODY,
        categories: [RACES],
        author: AUTHORS[id % AUTHORS.length],
        publicUrl,
        ...entry,
      }),
    );
    return id;
  };
  const [linkedA, linkedB] = stories.filter((story) => story.status === "publish").slice(0, 2);

  const cases: NewsroomCases = {
    homeCategory: HOME,
    entityTitle: post(1101, "L'ultima corsa dell'anno: il \"Gran Premio\" d'inverno"),
    ampersandTitle: post(1102, "Corse & allevamento: la figlia di Varenne che fa sognare", { categories: [BREEDING] }),
    encodedSlug: post(1103, "Trotto a Tokyo 東京 🏇: la prima corsa in Giappone"),
    internalLinks: post(1104, "Il weekend del trotto: risultati, foto e approfondimenti", {
      content: [
        `<p>Leggi anche <a href="${linkedA.link}">il resoconto del Gran Premio</a> e <a href="${publicUrl}/?p=${linkedB.id}">la seconda notizia</a>.</p>`,
        gallery(publicUrl, 1104),
        `<p>Tutte le notizie della categoria <a href="${publicUrl}/?cat=${RACES}">Corse</a>.</p>`,
        BODY,
      ].join("\n"),
    }),
    linkedPosts: [linkedA.id, linkedB.id],
    passwordProtected: post(1105, "Riservato agli abbonati: le quote del Derby", { protected: true }),
    noPicture: post(1106, "Calendario delle corse di dicembre", { media: "none" }),
    deletedPicture: post(1107, "Aste di puledri: i prezzi della sessione autunnale", { media: "deleted", categories: [BREEDING] }),
    deletedAuthor: post(1108, "Ricordo di un campione", {
      author: { code: "rest_user_invalid_id", message: "Invalid user ID.", data: { status: 404 } },
    }),
    // 00:30 in Rome on 1 January 2000 is still 1999 in UTC
    millennium: post(1109, "Il primo trotto del 2000", { date: new Date("1999-12-31T23:30:00Z") }),
    archive: stories.find((story) => story.date < "2000")?.id ?? 0,
    draft: post(1110, "Bozza: il calendario del prossimo anno", { status: "draft" }),
    private: post(1111, "Nota interna della redazione", { status: "private" }),
    scheduled: post(1112, "Anteprima: il Gran Premio di domani", { status: "future", date: new Date(options.today.getTime() + 30 * DAY) }),
    trashed: post(1113, "Notizia ritirata", { status: "trash" }),
    draftPage: 5,
    pages: { "chi-siamo": 12, contatti: 14 },
  };
  const draftPage = makeEntry({
    id: 5,
    type: "page",
    date: new Date(yearAgo),
    title: "Bozza: cookie policy",
    slug: "cookie-policy",
    link: `${publicUrl}/?page_id=5`,
    content: "<p>Testo in preparazione.</p>",
    categories: [],
    author: AUTHORS[0],
    publicUrl,
    status: "draft",
  });
  return { posts, pages: [draftPage], cases };
}
