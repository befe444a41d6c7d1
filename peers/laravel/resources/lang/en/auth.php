<?php
// Laravel 8's stock English messages (resources/lang/en of the application skeleton).
return [
    'failed' => 'These credentials do not match our records.',
    'password' => 'The provided password is incorrect.',
    'throttle' => 'Too many login attempts. Please try again in :seconds seconds.',
];
