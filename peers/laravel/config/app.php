<?php
/** The stock Laravel 8 settings the peer needs; env() values come from peers/start.ts. */
return [
    'name' => 'Laravel',
    'env' => 'production',
    'debug' => false,
    'url' => env('APP_URL', 'http://127.0.0.1'),
    'timezone' => 'Europe/Rome',
    // The framework's own messages stay in English, as on a stock install: Sulky must translate them.
    'locale' => 'en',
    'fallback_locale' => 'en',
    'key' => env('APP_KEY'),
    'cipher' => 'AES-256-CBC',
    'providers' => [
        Illuminate\Auth\AuthServiceProvider::class,
        Illuminate\Cache\CacheServiceProvider::class,
        Illuminate\Cookie\CookieServiceProvider::class,
        Illuminate\Database\DatabaseServiceProvider::class,
        Illuminate\Encryption\EncryptionServiceProvider::class,
        Illuminate\Filesystem\FilesystemServiceProvider::class,
        Illuminate\Foundation\Providers\FoundationServiceProvider::class,
        Illuminate\Hashing\HashServiceProvider::class,
        Illuminate\Pipeline\PipelineServiceProvider::class,
        Illuminate\Session\SessionServiceProvider::class,
        Illuminate\Translation\TranslationServiceProvider::class,
        Illuminate\Validation\ValidationServiceProvider::class,
        Illuminate\View\ViewServiceProvider::class,
        App\Providers\AuthServiceProvider::class,
        App\Providers\RouteServiceProvider::class,
    ],
    'aliases' => [
        'Auth' => Illuminate\Support\Facades\Auth::class,
        'DB' => Illuminate\Support\Facades\DB::class,
        'Hash' => Illuminate\Support\Facades\Hash::class,
        'RateLimiter' => Illuminate\Support\Facades\RateLimiter::class,
        'Route' => Illuminate\Support\Facades\Route::class,
        'Validator' => Illuminate\Support\Facades\Validator::class,
    ],
];
