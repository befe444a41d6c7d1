<?php

namespace App\Http\Middleware;

use Illuminate\Http\Middleware\TrustProxies as Middleware;
use Illuminate\Http\Request;

/**
 * Laravel 8's stock TrustProxies, configured as a game behind Sulky would be: Sulky, on this
 * machine, is the trusted proxy, so $request->ip() is the visitor's address it forwards, and the
 * login throttle counts e-mail and visitor's address together.
 */
class TrustProxies extends Middleware
{
    protected $proxies = ['127.0.0.1', '::1'];

    protected $headers = Request::HEADER_X_FORWARDED_FOR | Request::HEADER_X_FORWARDED_HOST | Request::HEADER_X_FORWARDED_PORT | Request::HEADER_X_FORWARDED_PROTO;
}
