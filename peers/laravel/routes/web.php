<?php

use App\Http\Controllers\AuthenticatedSessionController;
use App\Http\Controllers\CsrfCookieController;
use App\Http\Controllers\RegisteredUserController;
use Illuminate\Support\Facades\Route;

// Sanctum's SPA handshake.
Route::get('/sanctum/csrf-cookie', [CsrfCookieController::class, 'show']);

// Fortify's routes: register and login for guests only (a signed-in visitor is redirected to /home),
// login throttled, logout open to anyone.
Route::post('/register', [RegisteredUserController::class, 'store'])->middleware('guest:web');
Route::post('/login', [AuthenticatedSessionController::class, 'store'])->middleware(['guest:web', 'throttle:login']);
Route::post('/logout', [AuthenticatedSessionController::class, 'destroy']);
