<?php
/**
 * The Laravel 8 application of the fantasy-game peer, on Debian's php-laravel-framework
 * (the Illuminate classes under /usr/share/php). The code is read-only here; everything the app
 * writes (sessions, rate-limit counters, the SQLite database, the framework's caches) lives in
 * PEER_STORAGE, a run directory peers/start.ts creates.
 */
require_once 'Illuminate/autoload.php';

spl_autoload_register(static function (string $class): void {
    if (str_starts_with($class, 'App\\')) {
        $file = __DIR__ . '/../app/' . str_replace('\\', '/', substr($class, 4)) . '.php';
        if (is_file($file)) {
            require $file;
        }
    }
});

$storage = getenv('PEER_STORAGE') ?: throw new RuntimeException('Laravel peer: PEER_STORAGE is not set');
foreach (['APP_SERVICES_CACHE' => 'services.php', 'APP_PACKAGES_CACHE' => 'packages.php', 'APP_CONFIG_CACHE' => 'config.php', 'APP_ROUTES_CACHE' => 'routes.php', 'APP_EVENTS_CACHE' => 'events.php'] as $variable => $file) {
    $_ENV[$variable] = $_SERVER[$variable] = "$storage/bootstrap/$file";
}

$app = new Illuminate\Foundation\Application(dirname(__DIR__));
$app->useStoragePath($storage);
$app->singleton(Illuminate\Contracts\Http\Kernel::class, App\Http\Kernel::class);
$app->singleton(Illuminate\Contracts\Console\Kernel::class, Illuminate\Foundation\Console\Kernel::class);
$app->singleton(Illuminate\Contracts\Debug\ExceptionHandler::class, App\Exceptions\Handler::class);

return $app;
