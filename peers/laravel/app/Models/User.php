<?php

namespace App\Models;

use Illuminate\Foundation\Auth\User as Authenticatable;

/** A player: the stable's name, e-mail, bcrypt password and the virtual budget. */
class User extends Authenticatable
{
    protected $fillable = ['name', 'email', 'password', 'budget'];
    protected $hidden = ['password', 'remember_token'];
    protected $casts = ['budget' => 'integer'];
}
