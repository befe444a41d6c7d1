<?php

namespace App\Game;

use Carbon\Carbon;

/** The game's rankings: periods newest first (W{n}, M{n}, S{year}) and points per stable. */
class Rankings
{
    private const BOT_STABLES = ['Scuderia Il Trottatore', 'Team Vinovo', 'Scuderia Capannelle', 'I Bolidi di Agnano', 'Scuderia La Maura', 'Trotto & Passione', 'Scuderia Arcoveggio', 'Allevamento del Sogno'];
    private const MONTHS = ['Gennaio', 'Febbraio', 'Marzo', 'Aprile', 'Maggio', 'Giugno', 'Luglio', 'Agosto', 'Settembre', 'Ottobre', 'Novembre', 'Dicembre'];

    public static function periods(string $period): array
    {
        $today = Carbon::now('Europe/Rome');
        $year = $today->year;
        if ($period === 'season') {
            return array_map(fn ($back) => ['id' => 'S' . ($year - $back), 'label' => 'Stagione ' . ($year - $back)], [0, 1, 2]);
        }
        if ($period === 'month') {
            return array_map(fn ($month) => ['id' => "M$month", 'label' => self::MONTHS[$month - 1] . " $year"], range($today->month, 1));
        }
        $week = intdiv($today->dayOfYear - 1, 7) + 1;
        return array_map(fn ($number) => ['id' => "W$number", 'label' => "Settimana $number ($year)"], range($week, 1));
    }

    public static function rows(string $period, string $id, array $players): array
    {
        $scale = ['week' => 1, 'month' => 4.3, 'season' => 40][$period];
        $rows = array_map(function (string $name) use ($period, $id, $scale) {
            mt_srand(crc32("$period:$id:$name"));
            return ['name' => $name, 'punti' => (int) round(mt_rand(20, 400) * $scale), 'vittorie' => (int) round(mt_rand(0, 6) * $scale * 0.5), 'vincite' => mt_rand(0, 30) * 100 * (int) round($scale)];
        }, array_merge(self::BOT_STABLES, $players));
        usort($rows, fn ($a, $b) => $b['punti'] <=> $a['punti']);
        return array_map(fn ($row, $index) => ['Pos' => $index + 1] + $row, $rows, array_keys($rows));
    }
}
