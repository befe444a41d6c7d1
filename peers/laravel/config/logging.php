<?php
return [
    'default' => 'errors',
    'channels' => ['errors' => ['driver' => 'single', 'path' => storage_path('logs/laravel.log'), 'level' => 'error']],
];
