<?php

namespace App\Http\Controllers;

use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Illuminate\Validation\ValidationException;

/** Fortify's POST /login (answers {"two_factor": false}, no user) and POST /logout (204, signed in or not). */
class AuthenticatedSessionController
{
    public function store(Request $request)
    {
        $request->validate(['email' => 'required|string', 'password' => 'required|string']);
        if (! Auth::guard('web')->attempt($request->only('email', 'password'), $request->boolean('remember'))) {
            throw ValidationException::withMessages(['email' => [trans('auth.failed')]]);
        }
        $request->session()->regenerate();

        return $request->wantsJson() ? response()->json(['two_factor' => false]) : redirect()->intended('/home');
    }

    public function destroy(Request $request)
    {
        Auth::guard('web')->logout();
        $request->session()->invalidate();
        $request->session()->regenerateToken();

        return $request->wantsJson() ? new JsonResponse('', 204) : redirect('/');
    }
}
