<?php
/**
 * The WordPress peer's configuration: everything comes from the environment peers/start.ts sets
 * (a throwaway MariaDB on a socket, the peer's own URL, a writable content directory).
 */
$peer = static function (string $name): string {
    $value = getenv($name);
    if ($value === false || $value === '') {
        throw new RuntimeException("WordPress peer: $name is not set");
    }
    return $value;
};

define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:' . $peer('SULKY_WP_DB_SOCKET'));
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
define('WP_HOME', $peer('SULKY_WP_URL'));
define('WP_SITEURL', $peer('SULKY_WP_URL'));
define('WP_CONTENT_DIR', $peer('SULKY_WP_CONTENT_DIR'));
define('WP_CONTENT_URL', $peer('SULKY_WP_URL') . '/wp-content');
define('WPMU_PLUGIN_DIR', __DIR__ . '/mu-plugins');
// Fixed keys: this is a local test peer, never a site anyone logs in to from outside.
foreach (['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'] as $key) {
    define($key, 'sulky-peer-' . $key);
}
// No outside access: no update checks, no cron calls to itself, no requests to wordpress.org.
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_AUTO_UPDATE_CORE', false);
define('WP_DEBUG', false);
define('WPLANG', 'it_IT');
$table_prefix = 'wp_';

require_once ABSPATH . 'wp-settings.php';
