<?php
/**
 * What the editorial site's theme adds to a stock WordPress, as far as Sulky sees it: the news
 * list's picture size (218×184, cropped).
 */
add_action('after_setup_theme', static function () {
    add_theme_support('post-thumbnails');
    add_image_size('news-list', 218, 184, true);
});
