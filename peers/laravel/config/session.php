<?php
return [
    'driver' => 'file',
    // Laravel's default: a session idle for 120 minutes is over (FileSessionHandler compares the
    // file's mtime). Tests age the files instead of waiting (tests/support/peers.ts).
    'lifetime' => (int) env('PEER_SESSION_LIFETIME', 120),
    'expire_on_close' => false,
    'encrypt' => false,
    'files' => storage_path('framework/sessions'),
    'connection' => null,
    'table' => 'sessions',
    'store' => null,
    'lottery' => [2, 100],
    'cookie' => 'laravel_session',
    'path' => '/',
    'domain' => null,
    'secure' => false,
    'http_only' => true,
    'same_site' => 'lax',
];
