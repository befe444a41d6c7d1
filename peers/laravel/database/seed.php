<?php
/**
 * Creates the game's SQLite database in PEER_STORAGE and seeds the market (database/horses.json:
 * 45 horses of 3, 4 and 5-10 years, ratings 5000-60000, every ninth not for sale). Players start
 * with none; each registers through the API and gets the starting budget.
 *
 * Usage (peers/start.ts runs it): PEER_STORAGE=… APP_KEY=… php database/seed.php
 */
$app = require __DIR__ . '/../bootstrap/app.php';
$app->make(Illuminate\Contracts\Console\Kernel::class)->bootstrap();

use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

touch(storage_path('game.sqlite'));
Schema::create('users', function (Blueprint $table) {
    $table->id();
    $table->string('name');
    $table->string('email')->unique();
    $table->string('password');
    $table->rememberToken();
    $table->integer('budget');
    $table->timestamps();
});
Schema::create('horses', function (Blueprint $table) {
    $table->string('code')->primary();
    $table->string('name');
    $table->integer('rating');
    $table->integer('eta');
    $table->boolean('enabled');
});
Schema::create('stables', function (Blueprint $table) {
    $table->id();
    $table->foreignId('user_id')->constrained()->cascadeOnDelete();
    $table->string('horse_code');
    $table->foreign('horse_code')->references('code')->on('horses');
    $table->unique(['user_id', 'horse_code']);
});
$horses = json_decode(file_get_contents(__DIR__ . '/horses.json'), true, 512, JSON_THROW_ON_ERROR);
DB::table('horses')->insert(array_map(fn ($horse) => ['code' => $horse['code'], 'name' => $horse['name'], 'rating' => $horse['rating'], 'eta' => $horse['eta'], 'enabled' => $horse['enabled']], $horses));
echo 'Laravel peer seeded: ' . count($horses) . " horses on the market\n";
