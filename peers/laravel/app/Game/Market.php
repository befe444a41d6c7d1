<?php

namespace App\Game;

use App\Models\User;
use Illuminate\Support\Facades\DB;

/** The game's market and rules (spec 001): buy at the rating, sell for a quarter of it, squads of 4 + 4 + 7. */
class Market
{
    public const FIELDS = [['key' => 'name', 'label' => 'Cavallo'], ['key' => 'eta', 'label' => 'Età'], ['key' => 'rating', 'label' => 'Rating']];

    public static function horses(): array
    {
        return DB::table('horses')->orderByDesc('rating')->get()->map(fn ($horse) => [
            'CodiceCavallo' => $horse->code,
            'name' => $horse->name,
            'rating' => (int) $horse->rating,
            'enabled' => (bool) $horse->enabled,
            'eta' => (int) $horse->eta,
        ])->all();
    }

    /** The player's horses, as /api/user lists them. */
    public static function stable(User $user): array
    {
        return DB::table('stables')->join('horses', 'horses.code', '=', 'stables.horse_code')
            ->where('stables.user_id', $user->id)->orderBy('stables.id')
            ->get(['horses.code', 'horses.name', 'horses.rating', 'horses.eta'])
            ->map(fn ($horse) => ['CodiceCavallo' => $horse->code, 'name' => $horse->name, 'rating' => (int) $horse->rating, 'eta' => (int) $horse->eta])
            ->all();
    }

    private static function ageGroup(int $age): string
    {
        return $age <= 3 ? '3' : ($age === 4 ? '4' : '5+');
    }

    /** Why the trade is refused, in the game's words, or null when it may go ahead. */
    public static function refusal(User $user, string $action, ?object $horse): ?string
    {
        if (! $horse) {
            return 'Cavallo non presente nel mercato.';
        }
        $owned = DB::table('stables')->where(['user_id' => $user->id, 'horse_code' => $horse->code])->exists();
        if ($action === 'sell') {
            return $owned ? null : 'Non possiedi questo cavallo.';
        }
        if ($owned) {
            return 'Possiedi già questo cavallo.';
        }
        if (! $horse->enabled) {
            return 'Questo cavallo non è acquistabile al momento.';
        }
        if ($horse->rating > $user->budget) {
            return 'Budget insufficiente per acquistare questo cavallo.';
        }
        $group = self::ageGroup((int) $horse->eta);
        $limit = config('game.squad_limits')[$group];
        $inGroup = collect(self::stable($user))->filter(fn ($owned) => self::ageGroup($owned['eta']) === $group)->count();
        if ($inGroup >= $limit) {
            return "Hai già $limit cavalli " . ($group === '5+' ? 'di 5 anni e oltre' : "di $group anni") . ': limite raggiunto.';
        }
        return null;
    }

    public static function trade(User $user, string $action, object $horse): void
    {
        DB::transaction(function () use ($user, $action, $horse) {
            if ($action === 'buy') {
                DB::table('stables')->insert(['user_id' => $user->id, 'horse_code' => $horse->code]);
                $user->budget -= (int) $horse->rating;
            } else {
                DB::table('stables')->where(['user_id' => $user->id, 'horse_code' => $horse->code])->delete();
                $user->budget += (int) round($horse->rating * config('game.sell_share'));
            }
            $user->save();
        });
    }
}
