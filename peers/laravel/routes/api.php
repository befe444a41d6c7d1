<?php

use App\Http\Controllers\GameController;
use Illuminate\Support\Facades\Route;

Route::middleware('auth:sanctum')->group(function () {
    Route::get('/user', [GameController::class, 'user']);
    Route::get('/ratings', [GameController::class, 'ratings']);
    Route::post('/users-horses', [GameController::class, 'trade']);
    Route::get('/rankings/{period?}/{id?}', [GameController::class, 'rankings']);
});
