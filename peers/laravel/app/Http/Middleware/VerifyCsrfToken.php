<?php

namespace App\Http\Middleware;

use Illuminate\Foundation\Http\Middleware\VerifyCsrfToken as Middleware;

/** Laravel's CSRF check: the X-XSRF-TOKEN header is the encrypted XSRF-TOKEN cookie. */
class VerifyCsrfToken extends Middleware
{
    protected $except = [];
}
