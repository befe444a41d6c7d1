import { addDays, startOfDay } from '../shared/dates';
import { createRandom } from '../shared/prng';
import { mediaUrl } from '../shared/placeholder-images';
import { slugify } from '../shared/text';

/** WordPress-shaped posts and pages of the content fake (Italian trotting news). */

export const HOME_NEWS_CATEGORY = 33;
const OTHER_CATEGORIES = [5, 7, 9];

export interface WpMedia {
  id: number;
  source_url: string;
  alt_text: string;
  media_details: { width: number; height: number; sizes: Record<'thumbnail' | 'medium' | 'medium_large' | 'large' | 'full', { source_url: string; width: number; height: number }> };
}

export interface WpPost {
  id: number;
  date: string;
  date_gmt: string;
  modified: string;
  modified_gmt: string;
  link: string;
  slug: string;
  status: 'publish';
  type: 'post' | 'page';
  title: { rendered: string };
  excerpt: { rendered: string; protected: false };
  content: { rendered: string; protected: false };
  categories: number[];
  author: number;
  featured_media: number;
  yoast_head_json: {
    title: string;
    description: string;
    canonical: string;
    og_locale: 'it_IT';
    og_type: string;
    og_title: string;
    og_description: string;
    og_url: string;
    og_site_name: string;
    og_image: { url: string; width: number; height: number; type: string }[];
    twitter_card: string;
    robots: Record<string, string>;
  };
  embedded: { media: WpMedia; author: { id: number; name: string; slug: string } };
}

const HEADLINES = [
  'Gran Premio Lotteria: {horse} domina ad Agnano',
  'Derby del Trotto, i favoriti della vigilia',
  'Vinovo, {horse} firma il record della pista',
  'Aste di settembre: prezzi in crescita per i puledri',
  'Il punto sugli stalloni: la stagione di monta {year}',
  'Qualifiche dei 2 anni, le migliori prove della settimana',
  'Firenze Le Mulina riapre con un convegno ricco',
  'Gran Premio Nazionale, {horse} trionfa a Bologna',
  'Allevatori italiani: intervista a un protagonista del trotto',
  'Montecatini, il Premio Città di Montecatini a {horse}',
  'Milano La Maura: il calendario del prossimo mese',
  'Orsi Mangelli, chi correrà il grande classico',
  'Cesena, la notte del Campionato Europeo',
  'Roma, il Gran Premio Lotteria dei tre anni a {horse}',
  'Nati {year}: i primi puledri della stagione',
  'Palermo La Favorita, {horse} vince al fotofinish',
  'Taranto Paolo VI, tutte le corse del weekend',
  'Treviso Sant\'Artemio festeggia il Gran Premio Giuseppe Biasuzzi',
  'Padova, un pomeriggio di trotto per famiglie',
  'Follonica, la riunione estiva al via',
];
const HORSES = ['Varenne', 'Ready Cash', 'Face Time Bourbon', 'Timoko', 'Nad Al Sheba', 'Zola Boko', 'Orlando Vici', 'Maharajah', 'Muscle Hill', 'Love You'];
const AUTHORS = [
  { id: 2, name: 'Redazione Sulky', slug: 'redazione' },
  { id: 3, name: 'Giulia Ferri', slug: 'giulia-ferri' },
  { id: 4, name: 'Marco Bellei', slug: 'marco-bellei' },
];
const OLD_HEADLINES = ['1995: nasce Varenne, il Capitano', 'Archivio 1998: Moni Maker conquista Parigi', 'Archivio 1999: il trotto italiano alla fine del secolo', 'Archivio 1997: la prima stagione di Sulky'];

function richBody(title: string, horse: string): string {
  return [
    `<p>${title}. Una giornata da ricordare per gli appassionati del trotto italiano: <strong>${horse}</strong> e i suoi rivali hanno regalato spettacolo.</p>`,
    `<h2>La cronaca</h2><p>Partenza con l'autostart, ritmo alto fin dal primo chilometro e arrivo in volata. Il vincitore ha chiuso in <em>1.11.2</em> sul miglio.</p>`,
    '<h3>L\'ordine di arrivo</h3><ol><li>Primo classificato</li><li>Secondo classificato</li><li>Terzo classificato</li></ol>',
    '<table><thead><tr><th>Pos.</th><th>Cavallo</th><th>Tempo</th></tr></thead><tbody><tr><td>1</td><td>' + horse + '</td><td>1.11.2</td></tr><tr><td>2</td><td>Zefiro Grif</td><td>1.11.4</td></tr></tbody></table>',
    '<ul><li>Montepremi: 220.000 euro</li><li>Distanza: 2100 metri</li></ul>',
    '<blockquote><p>«Un cavallo così nasce una volta ogni dieci anni», ha detto l\'allenatore.</p></blockquote>',
  ].join('\n');
}

function hostileBody(publicUrl: string, id: number): string {
  return [
    '<h2>Il video della corsa</h2>',
    '<p>Guarda il replay qui sotto.</p>',
    '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="YouTube video player" frameborder="0" allowfullscreen></iframe>',
    '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360" frameborder="0" allow="autoplay; fullscreen" allowfullscreen></iframe>',
    `<p><img src="${mediaUrl(publicUrl, `news-${id}-corpo`, 640, 360)}" alt="Arrivo" width="640" height="360" onerror="alert('xss')"></p>`,
    '<script>document.cookie="rubato=" + document.cookie;</script>',
    '<p><a href="javascript:alert(1)">Clicca qui per il premio</a> oppure <a href="https://www.example.it/calendario" target="_blank">il calendario ufficiale</a>.</p>',
    '<iframe src="https://evil.example.com/phishing" width="300" height="200"></iframe>',
    '<div style="position:fixed;top:0;left:0" onclick="steal()">Offerta</div>',
    '<h3>Le quote</h3><ul><li>Vincente 2,50</li><li>Piazzato 1,30</li></ul>',
  ].join('\n');
}

export function generatePosts(options: { today: Date; publicUrl: string; seed?: number; count?: number }): WpPost[] {
  const random = createRandom((options.seed ?? 20261122) + 33);
  const today = startOfDay(options.today);
  const posts: WpPost[] = [];
  const total = options.count ?? 64;
  for (let index = 0; index < total; index++) {
    const id = 1000 + total - index;
    const isOld = index >= total - OLD_HEADLINES.length;
    const horse = HORSES[index % HORSES.length];
    const title = isOld ? OLD_HEADLINES[total - index - 1] : HEADLINES[index % HEADLINES.length].replace('{horse}', horse).replace('{year}', String(today.getUTCFullYear()));
    const date = isOld ? new Date(Date.UTC(1995 + (index % 5), random.int(0, 11), random.int(1, 28), 10)) : new Date(addDays(today, -Math.floor(index * 1.5)).getTime() + (9 + (index % 8)) * 3_600_000);
    const hostile = index % 13 === 4;
    const slug = slugify(title);
    const author = AUTHORS[index % AUTHORS.length];
    posts.push(makeEntry({
      id,
      type: 'post',
      date,
      title,
      slug,
      link: `${options.publicUrl}/${slug}/`,
      content: hostile ? hostileBody(options.publicUrl, id) + richBody(title, horse) : richBody(title, horse),
      excerpt: `<p>${title}: tutti i dettagli, i tempi e le dichiarazioni dei protagonisti.</p>`,
      categories: index % 4 === 3 ? [random.pick(OTHER_CATEGORIES)] : [HOME_NEWS_CATEGORY, ...(index % 3 === 0 ? [random.pick(OTHER_CATEGORIES)] : [])],
      author,
      publicUrl: options.publicUrl,
    }));
  }
  return posts;
}

export function generatePages(options: { today: Date; publicUrl: string }): WpPost[] {
  const date = new Date(Date.UTC(2019, 0, 15, 10));
  const page = (id: number, slug: string, title: string, content: string) =>
    makeEntry({ id, type: 'page', date, title, slug, link: `${options.publicUrl}/${slug}/`, content, excerpt: `<p>${title}</p>`, categories: [], author: AUTHORS[0], publicUrl: options.publicUrl });
  return [
    page(12, 'chi-siamo', 'Chi siamo', '<h2>Sulky, il portale del trotto</h2><p>Sulky racconta il trotto italiano: corse, allevamento, puledri e stalloni.</p><ul><li>Partenti e arrivi di tutti gli ippodromi</li><li>Schede di cavalli e allevatori</li></ul>'),
    page(14, 'contatti', 'Contatti', '<p>La redazione risponde dal lunedì al venerdì, dalle 9 alle 18.</p><p>Telefono: 02 1234567</p>'),
    page(3, 'privacy', 'Privacy', '<h2>Informativa sulla privacy</h2><p>I dati personali sono trattati secondo il Regolamento UE 2016/679 (GDPR).</p><h3>Cookie</h3><p>Il sito usa cookie tecnici.</p>'),
  ];
}

const ROME_WALL_CLOCK = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

function makeEntry(input: { id: number; type: 'post' | 'page'; date: Date; title: string; slug: string; link: string; content: string; excerpt: string; categories: number[]; author: (typeof AUTHORS)[number]; publicUrl: string }): WpPost {
  // WordPress writes each date twice without a zone: `date` on the site's clock (Rome), `date_gmt` in UTC
  const gmt = input.date.toISOString().slice(0, 19);
  const local = ROME_WALL_CLOCK.format(input.date).replace(' ', 'T');
  const size = (label: string, width: number, height: number) => ({ source_url: mediaUrl(input.publicUrl, `news-${input.id}-${label}`, width, height), width, height });
  const sizes = { thumbnail: size('thumbnail', 150, 150), medium: size('medium', 300, 169), medium_large: size('medium-large', 768, 432), large: size('large', 1024, 576), full: size('full', 1280, 720) };
  const description = input.excerpt.replace(/<[^>]+>/g, '').trim();
  return {
    id: input.id,
    date: local,
    date_gmt: gmt,
    modified: local,
    modified_gmt: gmt,
    link: input.link,
    slug: input.slug,
    status: 'publish',
    type: input.type,
    title: { rendered: input.title },
    excerpt: { rendered: input.excerpt, protected: false },
    content: { rendered: input.content, protected: false },
    categories: input.categories,
    author: input.author.id,
    featured_media: input.id + 50_000,
    yoast_head_json: {
      title: `${input.title} - Sulky`,
      description,
      canonical: input.link,
      og_locale: 'it_IT',
      og_type: input.type === 'post' ? 'article' : 'website',
      og_title: input.title,
      og_description: description,
      og_url: input.link,
      og_site_name: 'Sulky',
      og_image: [{ url: sizes.full.source_url, width: 1280, height: 720, type: 'image/svg+xml' }],
      twitter_card: 'summary_large_image',
      robots: { index: 'index', follow: 'follow' },
    },
    embedded: {
      media: { id: input.id + 50_000, source_url: sizes.full.source_url, alt_text: input.title, media_details: { width: 1280, height: 720, sizes } },
      author: input.author,
    },
  };
}
