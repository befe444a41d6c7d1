<?php

namespace App\Providers;

use Illuminate\Foundation\Support\Providers\AuthServiceProvider as ServiceProvider;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;

/** Sanctum's guard for first-party SPA calls: whoever the web session knows. */
class AuthServiceProvider extends ServiceProvider
{
    public function boot()
    {
        Auth::viaRequest('sanctum', fn (Request $request) => $request->attributes->get('sanctum') ? Auth::guard('web')->user() : null);
    }
}
