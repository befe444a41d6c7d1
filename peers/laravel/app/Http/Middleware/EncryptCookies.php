<?php

namespace App\Http\Middleware;

use Illuminate\Cookie\Middleware\EncryptCookies as Middleware;

/** Every cookie is encrypted with the app key, XSRF-TOKEN included (Laravel's default). */
class EncryptCookies extends Middleware
{
    protected $except = [];
}
