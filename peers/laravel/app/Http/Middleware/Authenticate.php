<?php

namespace App\Http\Middleware;

use Illuminate\Auth\Middleware\Authenticate as Middleware;

/** JSON clients get 401 {"message": "Unauthenticated."}; this peer has no login page to send others to. */
class Authenticate extends Middleware
{
    protected function redirectTo($request)
    {
        return $request->expectsJson() ? null : '/login';
    }
}
