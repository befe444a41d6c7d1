<?php
/**
 * Installs the WordPress peer (Italian, Europe/Rome, /%postname%/ permalinks) and writes the
 * editorial content Sulky reads, with the cases a real newsroom produces and the fake must
 * copy (docs/FAKES.md, "Real peers"): titles with apostrophes and ampersands (&#8217;, &#038;),
 * a title with emoji and Japanese (a percent-encoded slug), long bodies without an excerpt
 * ([&hellip;]), a post of 1 January 2000 at 00:30 in Rome, archive posts of the 1990s, a
 * password-protected post, a post whose author was deleted, one whose picture was deleted, one
 * without a picture, links between posts and a gallery, and the unpublished ones: draft,
 * private, scheduled, trashed, and the fresh install's draft privacy page (id 3).
 *
 * Usage (peers/start.ts runs it): php seed.php <run-dir> <cases.json>
 * The environment is wp-config.php's (SULKY_WP_DB_SOCKET, SULKY_WP_URL, SULKY_WP_CONTENT_DIR).
 */
[, $runDir, $casesFile] = $argv + [null, null, null];
if (!$runDir || !$casesFile) {
    fwrite(STDERR, "uso: php seed.php <run-dir> <cases.json>\n");
    exit(2);
}
$siteUrl = getenv('SULKY_WP_URL');
$parts = parse_url($siteUrl);
$_SERVER['HTTP_HOST'] = $parts['host'] . (isset($parts['port']) ? ':' . $parts['port'] : '');
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
define('ABSPATH', rtrim($runDir, '/') . '/');
define('WP_INSTALLING', true);

// The install's "new site" e-mail: there is no mail here.
function wp_new_blog_notification() {
}

require ABSPATH . 'wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/post.php';

wp_install('Sulky notizie', 'redazione', 'redazione@example.invalid', true, '', 'peer-password-not-secret', 'it_IT');
update_option('timezone_string', 'Europe/Rome');
update_option('permalink_structure', '/%postname%/');
update_option('posts_per_page', 10);
update_option('WPLANG', 'it_IT');
switch_to_locale('it_IT');
flush_rewrite_rules();

// Static pages at the ids Sulky's configuration names, written first so the ids are free; the install's
// privacy page (3) stays a draft.
foreach ([12 => ['chi-siamo', 'Chi siamo', '<h2>Sulky, il portale del trotto</h2><p>Sulky racconta il trotto italiano: corse, allevamento, puledri e stalloni.</p>'], 14 => ['contatti', 'Contatti', "<p>La redazione risponde dal lunedì al venerdì, dalle 9 alle 18.</p>"]] as $id => [$slug, $title, $content]) {
    $page = wp_insert_post(['import_id' => $id, 'post_type' => 'page', 'post_status' => 'publish', 'post_name' => $slug, 'post_title' => $title, 'post_content' => $content, 'post_author' => 1], true);
    if ($page !== $id) {
        throw new RuntimeException("pagina $slug: id $page invece di $id");
    }
}

global $wpdb;
$cases = [];

/** Editorial users; one more writes a post and is then removed from the database, as a migration would leave it. */
function peer_author(string $login, string $name): int {
    $id = wp_insert_user(['user_login' => $login, 'user_pass' => wp_generate_password(), 'display_name' => $name, 'role' => 'author', 'user_email' => "$login@example.invalid"]);
    if (is_wp_error($id)) {
        throw new RuntimeException($id->get_error_message());
    }
    return $id;
}
$authors = [peer_author('giulia', 'Giulia Ferri'), peer_author('marco', 'Marco Bellei'), 1];
wp_update_user(['ID' => 1, 'display_name' => 'Redazione Sulky']);
$leaver = peer_author('ex-collaboratore', 'Ex Collaboratore');

// Sulky's home page asks for category 33 ("Home"), as on the editorial site.
$wpdb->query("ALTER TABLE {$wpdb->terms} AUTO_INCREMENT = 33");
$home = wp_insert_term('Home', 'category', ['slug' => 'home'])['term_id'];
$races = wp_insert_term('Corse', 'category', ['slug' => 'corse'])['term_id'];
$breeding = wp_insert_term('Allevamento', 'category', ['slug' => 'allevamento'])['term_id'];
$cases['homeCategory'] = $home;

/** A picture drawn with GD, stored as an attachment with every size WordPress and the theme make. */
function peer_picture(string $name, array $colour, string $caption): int {
    $upload = wp_upload_dir();
    wp_mkdir_p($upload['path']);
    $file = $upload['path'] . "/$name.png";
    $image = imagecreatetruecolor(1280, 720);
    imagefill($image, 0, 0, imagecolorallocate($image, ...$colour));
    $white = imagecolorallocate($image, 255, 255, 255);
    imagefilledrectangle($image, 0, 600, 1280, 720, imagecolorallocate($image, 20, 20, 20));
    imagestring($image, 5, 40, 640, $caption, $white);
    imagepng($image, $file);
    imagedestroy($image);
    $id = wp_insert_attachment(['post_mime_type' => 'image/png', 'post_title' => $caption, 'post_status' => 'inherit'], $file);
    update_post_meta($id, '_wp_attachment_image_alt', $caption);
    wp_update_attachment_metadata($id, wp_generate_attachment_metadata($id, $file));
    return $id;
}

/** A paragraph of Italian racing prose; bodies are long enough for WordPress's 55-word excerpt. */
function peer_body(string $subject, int $paragraphs = 3): string {
    $sentences = [
        "$subject ha dato spettacolo davanti a un pubblico numeroso, con una condotta di gara attenta e un finale in progressione che ha messo tutti d'accordo.",
        "Il driver ha scelto di restare coperto fino all'ultima curva, poi ha aperto la corsia esterna e ha chiuso in 1.12.4 al chilometro.",
        "Gli allevatori presenti hanno commentato con soddisfazione la prova, ricordando che la linea materna è tra le più solide dell'allevamento italiano.",
        "Per la prossima uscita l'allenatore pensa a un Gran Premio, ma la decisione arriverà solo dopo il controllo veterinario di lunedì.",
    ];
    $html = '';
    for ($index = 0; $index < $paragraphs; $index++) {
        $html .= '<!-- wp:paragraph --><p>' . $sentences[$index % 4] . ' ' . $sentences[($index + 1) % 4] . "</p><!-- /wp:paragraph -->\n";
    }
    return $html;
}

$rome = new DateTimeZone('Europe/Rome');
/** Inserts a post dated by its Italian wall-clock time; WordPress stores date and date_gmt. */
function peer_post(array $fields, string $romeTime): int {
    global $rome;
    $local = new DateTime($romeTime, $rome);
    $gmt = (clone $local)->setTimezone(new DateTimeZone('UTC'));
    $id = wp_insert_post($fields + [
        'post_type' => 'post',
        'post_status' => 'publish',
        'post_date' => $local->format('Y-m-d H:i:s'),
        'post_date_gmt' => $gmt->format('Y-m-d H:i:s'),
    ], true);
    if (is_wp_error($id)) {
        throw new RuntimeException($id->get_error_message());
    }
    return $id;
}

$now = new DateTime('now', $rome);
$daysAgo = static fn (int $days, string $time = '18:30') => (clone $now)->modify("-$days days")->format("Y-m-d $time");
// The newest posts are minutes old, not at a fixed hour of today: before that hour WordPress would hold them as scheduled.
$minutesAgo = static fn (int $minutes) => (clone $now)->modify("-$minutes minutes")->format('Y-m-d H:i:s');

// The everyday news: 18 published posts over the last weeks (two pages of Sulky's list of 15), with pictures.
$horses = ['Vento Grif', 'Viola Bi', 'Urania Grif', 'Corsaro Grif', 'Perla Grif', 'Nibbio Mz', 'Zaffiro Op', 'Aurora Jet', 'Baleno Ok', 'Cometa Dany', 'Drago Ls', 'Estasi Gaia', 'Folgore Sm', 'Gemma Font', 'Ibisco Pan', 'Lampo Wise', 'Miraggio Az', 'Nuvola Bar'];
$colours = [[183, 28, 28], [21, 101, 192], [46, 125, 50], [106, 27, 154], [239, 108, 0], [0, 105, 92]];
$regular = [];
foreach ($horses as $index => $horse) {
    $title = match ($index) {
        0 => "L'ultima corsa dell'anno: $horse vince il Gran Premio",
        1 => "Corse & allevamento: $horse, la figlia di Varenne che fa sognare",
        2 => "\"$horse\" – il ritorno in pista dopo l'infortunio",
        default => "$horse vince a " . ['Milano', 'Roma', 'Napoli', 'Torino', 'Bologna', 'Firenze'][$index % 6],
    };
    $picture = peer_picture('notizia-' . ($index + 1), $colours[$index % 6], $horse);
    $id = peer_post([
        'post_title' => $title,
        'post_content' => peer_body($horse, 2 + $index % 3),
        'post_author' => $authors[$index % 3],
        'post_category' => $index % 4 === 3 ? [$races] : [$home, $index % 2 ? $breeding : $races],
    ], $daysAgo(1 + $index * 2));
    set_post_thumbnail($id, $picture);
    $regular[] = $id;
}
$cases['entityTitle'] = $regular[0];
$cases['ampersandTitle'] = $regular[1];

// Emoji and Japanese in the title: WordPress keeps them percent-encoded in the slug.
$tokyo = peer_post([
    'post_title' => 'Trotto a Tokyo 東京 🏇: la prima corsa in Giappone',
    'post_content' => peer_body('Il trotto italiano in Giappone'),
    'post_author' => $authors[0],
    'post_category' => [$home, $races],
], $minutesAgo(20));
set_post_thumbnail($tokyo, peer_picture('tokyo', [0, 0, 0], 'Tokyo'));
$cases['encodedSlug'] = $tokyo;

// Links between posts (by permalink and by ?p=) and a gallery whose pictures link to their files.
$gallery = [peer_picture('galleria-1', [183, 28, 28], 'Arrivo'), peer_picture('galleria-2', [21, 101, 192], 'Premiazione')];
$linking = peer_post([
    'post_title' => 'Il weekend del trotto: risultati, foto e approfondimenti',
    'post_content' => '<!-- wp:paragraph --><p>Leggi anche <a href="' . get_permalink($regular[0]) . '">il resoconto del Gran Premio</a>'
        . ' e <a href="' . home_url('/?p=' . $regular[1]) . '">la storia della figlia di Varenne</a>.</p><!-- /wp:paragraph -->'
        . "\n" . '[gallery ids="' . implode(',', $gallery) . '" link="file" columns="2"]' . "\n"
        . '<!-- wp:paragraph --><p>Tutte le notizie della categoria <a href="' . get_category_link($races) . '">Corse</a>.</p><!-- /wp:paragraph -->'
        . peer_body('Il weekend', 2),
    'post_author' => $authors[1],
    'post_category' => [$home, $races],
], $minutesAgo(40));
set_post_thumbnail($linking, $gallery[0]);
$cases['internalLinks'] = $linking;
$cases['linkedPosts'] = [$regular[0], $regular[1]];

// A password-protected post: WordPress sends neither its text nor its excerpt.
$cases['passwordProtected'] = peer_post([
    'post_title' => 'Riservato agli abbonati: le quote del Derby',
    'post_content' => peer_body('Il Derby'),
    'post_password' => 'abbonati',
    'post_author' => $authors[0],
    'post_category' => [$races],
], $daysAgo(3, '12:00'));

// No picture at all; a picture that was deleted (its id is still on the post); an author who was deleted.
$cases['noPicture'] = peer_post(['post_title' => 'Calendario delle corse di dicembre', 'post_content' => peer_body('Il calendario'), 'post_author' => $authors[1], 'post_category' => [$races]], $daysAgo(5, '10:00'));
$lostPicture = peer_post(['post_title' => 'Aste di puledri: i prezzi della sessione autunnale', 'post_content' => peer_body('Le aste'), 'post_author' => $authors[2], 'post_category' => [$breeding]], $daysAgo(6, '10:00'));
update_post_meta($lostPicture, '_thumbnail_id', 987654);
$cases['deletedPicture'] = $lostPicture;
$orphan = peer_post(['post_title' => 'Ricordo di un campione: la carriera di Nibbio Mz', 'post_content' => peer_body('Nibbio Mz'), 'post_author' => $leaver, 'post_category' => [$home]], $daysAgo(7, '10:00'));
set_post_thumbnail($orphan, peer_picture('ricordo', [80, 80, 80], 'Nibbio Mz'));
$wpdb->delete($wpdb->users, ['ID' => $leaver]);
$wpdb->delete($wpdb->usermeta, ['user_id' => $leaver]);
clean_user_cache($leaver);
$cases['deletedAuthor'] = $orphan;

// The turn of the millennium: 00:30 in Rome is still 1999 in UTC. And the old archive.
$cases['millennium'] = peer_post(['post_title' => 'Il primo trotto del 2000', 'post_content' => peer_body('Il nuovo millennio'), 'post_author' => $authors[2], 'post_category' => [$races]], '2000-01-01 00:30:00');
$cases['archive'] = peer_post(['post_title' => 'Il trotto nel 1998: le corse che ricordiamo', 'post_content' => peer_body('Il 1998'), 'post_author' => $authors[2], 'post_category' => [$races]], '1998-06-14 16:00:00');

// Unpublished: Sulky must treat each as missing.
$cases['draft'] = peer_post(['post_title' => 'Bozza: il calendario 2027', 'post_content' => peer_body('La bozza'), 'post_status' => 'draft', 'post_author' => $authors[0]], $daysAgo(1, '11:00'));
$cases['private'] = peer_post(['post_title' => 'Nota interna della redazione', 'post_content' => peer_body('La nota'), 'post_status' => 'private', 'post_author' => 1], $daysAgo(2, '11:00'));
$cases['scheduled'] = peer_post(['post_title' => 'Anteprima: il Gran Premio di domani', 'post_content' => peer_body("L'anteprima"), 'post_status' => 'future', 'post_author' => $authors[1]], (clone $now)->modify('+30 days')->format('Y-m-d 09:00'));
$trashed = peer_post(['post_title' => 'Notizia ritirata', 'post_content' => peer_body('La notizia ritirata'), 'post_author' => $authors[1]], $daysAgo(4, '11:00'));
wp_trash_post($trashed);
$cases['trashed'] = $trashed;

$cases['draftPage'] = 3;
$cases['pages'] = ['chi-siamo' => 12, 'contatti' => 14];

file_put_contents($casesFile, json_encode($cases, JSON_PRETTY_PRINT) . "\n");
echo "WordPress peer seeded: " . (count($regular) + 6) . " published posts\n";
