<?php
return [
    'default' => 'sqlite',
    'connections' => [
        'sqlite' => ['driver' => 'sqlite', 'database' => storage_path('game.sqlite'), 'prefix' => '', 'foreign_key_constraints' => true],
    ],
    'migrations' => 'migrations',
];
