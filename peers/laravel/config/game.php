<?php
/** The game's limits (spec 001) and the peer's throttles, which tests may lower. */
return [
    'starting_budget' => 200000,
    'sell_share' => 0.25,
    'squad_limits' => ['3' => 4, '4' => 4, '5+' => 7],
    // Fortify's stub: five login attempts a minute per e-mail and address.
    'login_per_minute' => (int) env('PEER_LOGIN_PER_MINUTE', 5),
    // Laravel's stub for throttle:api: sixty requests a minute per user.
    'api_per_minute' => (int) env('PEER_API_PER_MINUTE', 60),
];
