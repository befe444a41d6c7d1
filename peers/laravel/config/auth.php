<?php
return [
    'defaults' => ['guard' => 'web', 'passwords' => 'users'],
    'guards' => [
        'web' => ['driver' => 'session', 'provider' => 'users'],
        // Sanctum's guard for SPA requests: the web session (App\Providers\AuthServiceProvider).
        'sanctum' => ['driver' => 'sanctum', 'provider' => null],
    ],
    'providers' => [
        'users' => ['driver' => 'eloquent', 'model' => App\Models\User::class],
    ],
    'passwords' => [],
    'password_timeout' => 10800,
];
