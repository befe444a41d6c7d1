<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Cookie\Middleware\AddQueuedCookiesToResponse;
use Illuminate\Http\Request;
use Illuminate\Pipeline\Pipeline;
use Illuminate\Session\Middleware\StartSession;
use Illuminate\Support\Str;

/**
 * Sanctum's SPA middleware, written on Laravel's own classes (Sanctum is not packaged in
 * Debian): a request whose Referer or Origin is one of the stateful domains gets the web
 * session, encrypted cookies and the CSRF check, so the session guard knows the player on /api.
 * Other requests stay stateless (and unauthenticated: this peer issues no API tokens).
 * PEER_STATEFUL_DOMAINS is SANCTUM_STATEFUL_DOMAINS; the peer's default `*` takes any site that
 * sends an Origin or a Referer (tests use several SITE_URLs), where a deployment lists Sulky's domain.
 */
class EnsureFrontendRequestsAreStateful
{
    public function handle(Request $request, Closure $next)
    {
        if (! self::fromFrontend($request)) {
            return $next($request);
        }
        $request->attributes->set('sanctum', true);
        return (new Pipeline(app()))
            ->send($request)
            ->through([EncryptCookies::class, AddQueuedCookiesToResponse::class, StartSession::class, VerifyCsrfToken::class])
            ->then(fn (Request $request) => $next($request));
    }

    public static function fromFrontend(Request $request): bool
    {
        $source = $request->headers->get('referer') ?: $request->headers->get('origin');
        if ($source === null) {
            return false;
        }
        $host = Str::finish(preg_replace('#^https?://#', '', $source), '/');
        $patterns = array_map(fn (string $domain) => trim($domain) . '/*', array_filter(explode(',', (string) env('PEER_STATEFUL_DOMAINS', '*'))));
        return Str::is($patterns, $host);
    }
}
