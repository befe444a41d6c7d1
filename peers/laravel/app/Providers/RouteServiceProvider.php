<?php

namespace App\Providers;

use Illuminate\Cache\RateLimiting\Limit;
use Illuminate\Foundation\Support\Providers\RouteServiceProvider as ServiceProvider;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\RateLimiter;
use Illuminate\Support\Facades\Route;

/** The stub's route groups (web, api under /api) and the rate limiters of Laravel's and Fortify's stubs. */
class RouteServiceProvider extends ServiceProvider
{
    public const HOME = '/home';

    public function boot()
    {
        RateLimiter::for('api', fn (Request $request) => Limit::perMinute(config('game.api_per_minute'))->by(optional($request->user())->id ?: $request->ip()));
        RateLimiter::for('login', fn (Request $request) => Limit::perMinute(config('game.login_per_minute'))->by(((string) $request->email) . $request->ip()));

        $this->routes(function () {
            Route::middleware('web')->group(base_path('routes/web.php'));
            Route::prefix('api')->middleware('api')->group(base_path('routes/api.php'));
        });
    }
}
