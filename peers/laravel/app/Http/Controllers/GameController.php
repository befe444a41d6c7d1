<?php

namespace App\Http\Controllers;

use App\Game\Market;
use App\Game\Rankings;
use App\Models\User;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/** The game's API (spec 001): the player's profile, the market, trades and rankings. */
class GameController
{
    public function user(Request $request)
    {
        $user = $request->user();
        return ['user' => $user, 'budget' => $user->budget, 'horsesList' => Market::stable($user), 'fields' => Market::FIELDS];
    }

    public function ratings(Request $request)
    {
        $owned = DB::table('stables')->where('user_id', $request->user()->id)->pluck('horse_code')->all();
        $horses = array_map(fn ($horse) => $horse + ['owned' => in_array($horse['CodiceCavallo'], $owned, true)], Market::horses());
        return ['horses' => $horses, 'budget' => $request->user()->budget, 'fields' => [...Market::FIELDS, ['key' => 'action', 'label' => '']]];
    }

    public function trade(Request $request)
    {
        $request->validate(['action' => 'required|in:buy,sell', 'CodiceCavallo' => 'required']);
        /** @var User $user */
        $user = $request->user();
        $horse = DB::table('horses')->where('code', (string) $request->input('CodiceCavallo'))->first();
        $refusal = Market::refusal($user, $request->input('action'), $horse);
        if ($refusal !== null) {
            throw ValidationException::withMessages(['CodiceCavallo' => [$refusal]]);
        }
        Market::trade($user, $request->input('action'), $horse);
        return [
            'message' => ($request->input('action') === 'buy' ? 'Hai acquistato ' : 'Hai venduto ') . $horse->name . '.',
            'budget' => $user->budget,
            'horsesList' => Market::stable($user),
        ];
    }

    public function rankings(string $period = 'season', ?string $id = null)
    {
        abort_unless(in_array($period, ['week', 'month', 'season'], true), 404, 'Periodo sconosciuto');
        $all = Rankings::periods($period);
        $selected = $id === null ? $all[0] : (collect($all)->firstWhere('id', $id) ?? abort(404, 'Periodo sconosciuto'));
        return [
            'items' => Rankings::rows($period, $selected['id'], User::query()->orderBy('id')->pluck('name')->all()),
            'fields' => [['key' => 'Pos', 'label' => 'Pos.'], ['key' => 'name', 'label' => 'Scuderia'], ['key' => 'punti', 'label' => 'Punti'], ['key' => 'vittorie', 'label' => 'Vittorie'], ['key' => 'vincite', 'label' => 'Vincite']],
            'all' => $all,
            'selected' => $selected,
            'period' => $period,
        ];
    }
}
