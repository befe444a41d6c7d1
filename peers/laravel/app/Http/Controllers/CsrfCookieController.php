<?php

namespace App\Http\Controllers;

use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

/** Sanctum's GET /sanctum/csrf-cookie: 204; the web middleware sets XSRF-TOKEN and the session cookie. */
class CsrfCookieController
{
    public function show(Request $request)
    {
        return $request->expectsJson() ? new JsonResponse(null, 204) : new Response('', 204);
    }
}
