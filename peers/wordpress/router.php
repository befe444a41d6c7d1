<?php
/**
 * Router of PHP's built-in server for the WordPress peer (pretty permalinks, so /wp-json/… works).
 * The server's document root is the peer's run directory (peers/start.ts builds it): Debian's
 * WordPress linked in, with this repository's wp-config.php next to it. ABSPATH points there, so
 * WordPress reads that config and not Debian's /etc/wordpress lookup.
 */
$root = rtrim($_SERVER['DOCUMENT_ROOT'], '/') . '/';
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
$file = realpath($root . ltrim(urldecode($path), '/'));
// Pictures and other files under the root are served as they are.
if ($file !== false && is_file($file) && substr($file, -4) !== '.php') {
    return false;
}
define('ABSPATH', $root);
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . 'index.php';
$_SERVER['PHP_SELF'] = '/index.php';
require $root . 'wp-blog-header.php';
