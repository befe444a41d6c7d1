/**
 * Name material: the year-letter rule, name roots by sex, founders, people. All Italian.
 * Word lists and data tables: the file runs past 300 lines for that reason only.
 */

/** A..Z without H, J, K, Q, W, X, Y */
export const YEAR_LETTERS = "ABCDEFGILMNOPRSTUVZ".split("");

export function letterForYear(birthYear: number): string {
  const length = YEAR_LETTERS.length;
  return YEAR_LETTERS[(((birthYear - 2016) % length) + length) % length];
}

const split = (text: string): string[] =>
  text
    .split(", ")
    .map((word) => word.trim())
    .filter(Boolean);

/**
 * Roots an Italian reader takes for a male (colts, stallions, geldings): masculine names,
 * nouns and myths. A foal's name is a root plus its breeder's affix (`Vento Grif`).
 */
export const MASCULINE_ROOTS: Record<string, string[]> = {
  A: split(
    "Achille, Adamo, Adriano, Airone, Aladino, Alano, Alfiere, Altair, Amaranto, Ambrogio, Amleto, Ammiraglio, Angelo, Antares, Apollo, Arcangelo, Ardito, Argo, Ariete, Arsenio, Arturo, Astro, Atlante, Attila, Augusto, Aurelio, Azzardo, Alabastro, Amedeo, Anselmo, Arno, Adige, Alfredo, Aronne, Abete, Acciaio, Albatros, Alloro, Annibale, Antonio, Arcobaleno, Argento, Aristide, Armando, Astolfo, Avventuriero, Alberto, Alessio, Aldo, Arnaldo, Alvise, Agostino, Alfonso, Ascanio, Attilio",
  ),
  B: split(
    "Bacco, Baiardo, Baldo, Bandito, Barbarossa, Bardo, Barone, Bartolo, Basilio, Bastiano, Belfagor, Beniamino, Bernardo, Biagio, Birillo, Bisonte, Boccaccio, Bolero, Bonifacio, Bosco, Brando, Brigante, Bruno, Bucefalo, Brenta, Baccarat, Bardolino, Bastione, Batticuore, Bellerofonte, Berlinghiero, Bombardiere, Bracco, Balsamo, Banchiere, Barbiere, Battista, Benvenuto, Bertoldo, Biscotto, Bonaventura, Brontolo, Burattino, Baleno, Bersagliere, Benedetto, Bartolomeo, Baldassarre, Bernardino, Brunello, Berardo, Bettino, Bindo",
  ),
  C: split(
    "Camillo, Capitano, Cardinale, Carosello, Cassio, Castore, Cavaliere, Centauro, Cerbero, Cesare, Ciclone, Cigno, Cirillo, Ciro, Claudio, Cobalto, Colosseo, Comandante, Condor, Conte, Corallo, Corrado, Corsaro, Cosimo, Cristallo, Cupido, Calimero, Cervino, Crepuscolo, Carbonio, Cantico, Castello, Caimano, Caravaggio, Carnevale, Casanova, Catone, Cedro, Celestino, Cesello, Cicerone, Cipresso, Cobra, Coraggio, Cristoforo, Cuore, Carlo, Cristiano, Cipriano, Callisto, Carmelo, Costantino, Clemente",
  ),
  D: split(
    "Danubio, Daniele, Dante, Dardo, Dario, Davide, Dedalo, Delfino, Demetrio, Desiderio, Diamante, Diavolo, Diluvio, Dioniso, Doge, Domino, Donatello, Dorian, Draco, Drago, Duca, Duilio, Durante, Dominatore, Dottore, Destriero, Dragone, Dubbio, Diadema, Dispetto, Dalmata, Daino, Damasco, Decano, Destino, Diapason, Dionigi, Diogene, Domenico, Dromedario, Druido, Dublino, Dino, Donato, Delio, Diego, Duccio, Doriano, Damiano",
  ),
  E: split(
    "Ebano, Eden, Edoardo, Egidio, Elfo, Elio, Elmo, Emiliano, Emiro, Enea, Enrico, Eolo, Equinozio, Eracle, Ercole, Erebo, Eremo, Ermes, Eroe, Eros, Estro, Ettore, Etrusco, Eugenio, Evaristo, Ezio, Esagono, Esploratore, Elefante, Eldorado, Eliseo, Epicuro, Egeo, Emanuele, Endimione, Epifanio, Eraclito, Ernesto, Esopo, Everest, Eufrate, Ezechiele, Eremita, Emilio, Eraldo, Elvio, Ennio, Evandro, Egisto, Enzo, Erminio",
  ),
  F: split(
    "Fabio, Fabrizio, Fagiano, Falco, Falstaff, Faraone, Fauno, Favonio, Federico, Fenicottero, Ferdinando, Ferragosto, Fidelio, Filiberto, Filippo, Fiordaliso, Fiorino, Firmamento, Folco, Fortunato, Franco, Fulmine, Fuoco, Furetto, Furore, Faro, Fantasma, Fabbro, Falconiere, Forziere, Frontone, Fandango, Falchetto, Fante, Fausto, Fedele, Fernando, Ferrante, Filosofo, Fiordo, Fiume, Flauto, Folletto, Frassino, Fringuello, Flavio, Fulvio, Fabiano, Fiorenzo, Ferruccio, Flaminio",
  ),
  G: split(
    "Gabbiano, Gabriele, Gaetano, Gagliardo, Galeone, Galileo, Gastone, Gaudio, Gennaro, Gentiluomo, Geronimo, Giacinto, Giaguaro, Giano, Gigante, Ginepro, Giorgio, Giove, Giulio, Gladiatore, Goffredo, Granito, Grecale, Gregorio, Grifone, Guerriero, Guglielmo, Guido, Girasole, Giramondo, Gondoliere, Graffio, Garibaldi, Gattopardo, Gelso, Geppetto, Germano, Ghiro, Giacomo, Gioiello, Giocoliere, Giovanni, Girolamo, Giullare, Grillo, Gufo, Gino, Gianni, Gerardo, Gualtiero, Gilberto, Graziano",
  ),
  I: split(
    "Ibis, Ibisco, Icaro, Idalgo, Idillio, Igor, Ilario, Imperatore, Impero, Impeto, Incanto, Indaco, Indio, Ingegno, Intrepido, Inverno, Iperione, Ippogrifo, Ippolito, Isacco, Istrice, Italo, Ivanhoe, Ivo, Isonzo, Iceberg, Idolo, Imbroglio, Insetto, Istinto, Incendio, Ignazio, Impresario, Indovino, Innocenzo, Intarsio, Ippocampo, Isidoro, Istante, Ionio, Inno, Ivano, Iacopo, Ireneo, Ilarione, Isaia, Iginio",
  ),
  L: split(
    "Lampo, Lancillotto, Latino, Lauro, Lazzaro, Leandro, Leonardo, Leone, Leopardo, Levante, Libeccio, Liberato, Lillo, Lino, Lord, Lorenzo, Loto, Luca, Luciano, Lucifero, Ludovico, Luigi, Lupo, Lusso, Lampione, Lapislazzulo, Lanciere, Leggio, Liuto, Lombardo, Lucignolo, Labirinto, Lago, Lamberto, Lapo, Larice, Leonida, Libero, Livio, Lotario, Lume, Luminare, Lustro, Lucio, Loris, Learco, Luchino, Lelio, Leopoldo",
  ),
  M: split(
    "Macigno, Maestrale, Maggiolino, Magnifico, Mandarino, Marco, Marinaio, Mario, Marte, Marzapane, Mascalzone, Massimo, Matteo, Maurizio, Medoro, Melchiorre, Menestrello, Mercurio, Merlino, Mincio, Miraggio, Mirtillo, Mistral, Monsone, Moro, Mughetto, Monviso, Moschettiere, Mulino, Mosaico, Meriggio, Meteorite, Maciste, Maestro, Malandrino, Mambo, Manfredi, Mantello, Marcello, Mastino, Metronomo, Michele, Muschio, Mozart, Moreno, Mirko, Mauro, Milo, Mattia, Modesto",
  ),
  N: split(
    "Nabucco, Napoleone, Narciso, Nardo, Natale, Nautilus, Nazareno, Negus, Nembo, Nereo, Nerone, Nestore, Nettuno, Nibbio, Nicola, Nilo, Nino, Nocciolo, Norberto, Normanno, Nostromo, Notturno, Novembre, Nuvolari, Naviglio, Navarca, Nocchiero, Nodo, Neon, Nobiluomo, Ninnolo, Natalino, Navigatore, Nebbiolo, Nerino, Nespolo, Nettare, Noce, Nubifragio, Nunzio, Narvalo, Niobio, Nevio, Nello, Nando, Nemo, Nicodemo, Nicandro",
  ),
  O: split(
    "Oberon, Oceano, Odino, Oleandro, Oliviero, Olimpo, Olmo, Omero, Onorato, Orazio, Orfeo, Oriente, Orione, Orizzonte, Orlando, Orso, Oscar, Osvaldo, Otello, Ottavio, Ottobre, Ottone, Ombrello, Orafo, Organo, Oracolo, Orologio, Ostro, Ovidio, Ofanto, Obelisco, Odisseo, Oreste, Orsetto, Ortolano, Ottaviano, Oronte, Ocelot, Ormeggio, Origano, Orpello, Oddone, Olindo, Oberto, Ortensio, Oronzo, Olinto",
  ),
  P: split(
    "Palladio, Paolo, Papavero, Paride, Pasquale, Patrizio, Pavone, Pegaso, Pellicano, Pepe, Perseo, Pietro, Pirata, Pirro, Pistolero, Pitagora, Platone, Poeta, Polluce, Pompeo, Poseidone, Prestigio, Primo, Principe, Prometeo, Puma, Piave, Pellegrino, Pendolo, Pennacchio, Pianeta, Prodigio, Pacifico, Pagliaccio, Palio, Panfilo, Parsifal, Pastore, Pericle, Pinocchio, Pioniere, Pittore, Plutone, Porfirio, Pio, Piero, Prospero, Placido, Pancrazio, Peppino",
  ),
  R: split(
    "Radames, Raffaello, Ramarro, Ramingo, Ranuncolo, Razzo, Regolo, Remo, Renato, Riccardo, Rigoletto, Rinaldo, Rio, Roberto, Rocco, Rodolfo, Rombo, Romeo, Romolo, Rubicone, Rubino, Ruggero, Ruscello, Rosmarino, Rododendro, Rapido, Reame, Rimbalzo, Ritornello, Rullo, Rostro, Raggio, Ricciolo, Ritmo, Rodrigo, Rosario, Rovere, Ruggito, Raimondo, Rintocco, Rivolo, Raul, Rolando, Rufo, Rosolino, Ranieri, Rosindo",
  ),
  S: split(
    "Saladino, Salvatore, Sandokan, Sandro, Sansone, Saturno, Sceicco, Scirocco, Scoglio, Sebastiano, Segugio, Sergio, Settembre, Sigfrido, Silvano, Silvestro, Simone, Smeraldo, Socrate, Sole, Solitario, Sovrano, Spartaco, Sparviero, Stregone, Sultano, Sestante, Sigillo, Scudiero, Saraceno, Sogno, Salice, Saltimbanco, Samurai, Sassofono, Savio, Scarabeo, Scorpione, Serafino, Sereno, Silvio, Solstizio, Stefano, Stelvio, Severino, Sisto, Secondo, Santo, Saverio, Settimio",
  ),
  T: split(
    "Talismano, Tamburo, Tamerlano, Tancredi, Tarquinio, Tartufo, Telamone, Temporale, Teodoro, Teseo, Tevere, Tiberio, Timone, Titano, Tobia, Topazio, Tornado, Torquato, Toro, Tristano, Tritone, Trovatore, Tulipano, Tuono, Turbine, Ticino, Tesoro, Tenore, Terremoto, Tizzone, Trifoglio, Tridente, Taddeo, Tango, Tarocco, Tasso, Tenente, Terenzio, Tifone, Tirreno, Tommaso, Torrente, Tramonto, Trionfo, Tullio, Tito, Tiziano, Timoteo, Tarcisio, Teo",
  ),
  U: split(
    "Ubaldo, Ubertino, Uberto, Ugo, Ugolino, Ulderico, Uliano, Ulisse, Ulivo, Ulrico, Ultimo, Umberto, Unicorno, Uragano, Uranio, Urano, Urbano, Usignolo, Ussaro, Ufficiale, Uliveto, Urlo, Uncino, Umbro, Ulivastro, Ultimatum, Uccello, Ufo, Ululato, Umore, Unico, Universo, Urogallo, Usbergo, Ulpiano, Ultrasuono, Uro, Ugone, Uriel, Ulf, Uwe, Ulrich, Unno, Uno, Umbertino, Ulpio, Ursino, Ubaldino",
  ),
  V: split(
    "Vagabondo, Valentino, Valerio, Valzer, Vanni, Varo, Vascello, Vasco, Veliero, Veltro, Vento, Vero, Vespro, Vessillo, Vesuvio, Vichingo, Villano, Violino, Virgilio, Visconte, Vitale, Vittorio, Volo, Vortice, Vulcano, Volturno, Velluto, Ventaglio, Vetro, Vigneto, Viandante, Vapore, Varano, Vassallo, Venturino, Veronese, Vespasiano, Vetturino, Viaggiatore, Vincenzo, Virtuoso, Visir, Venanzio, Vito, Vinicio, Valter, Venceslao, Vladimiro",
  ),
  Z: split(
    "Zelindo, Zanino, Zeffiro, Zanardo, Zoilo, Zaverio, Zampino, Zarco, Zenio, Zuliano, Zelio, Zaccaria, Zafferano, Zaffiro, Zampillo, Zar, Zefiro, Zeno, Zenone, Zenit, Zerbino, Zeus, Zingaro, Zinco, Zoccolo, Zodiaco, Zorba, Zorro, Zoroastro, Zuavo, Zucchero, Zanzibar, Zampognaro, Zelo, Zircone, Zaino, Zeffirino, Zabaione, Zambesi, Zecchino, Zenobio, Zenzero, Zeppelin, Zibetto, Zigolo, Zolfo, Zufolo, Zaccheo, Zanobi, Zosimo, Zoltan, Zanetto, Zaratustra, Zagor, Zucchetto, Zigano",
  ),
};

/** Roots an Italian reader takes for a female: feminine names, nouns and myths. */
export const FEMININE_ROOTS: Record<string, string[]> = {
  A: split(
    "Acacia, Ada, Adele, Agata, Aida, Alba, Alessia, Alice, Allegra, Alma, Altea, Ambra, Amelia, Ametista, Andromeda, Anemone, Anita, Annabella, Antea, Arianna, Ariella, Armonia, Artemide, Asia, Astrea, Atena, Aurora, Azzurra, Agnese, Alcina, Allodola, Amaca, Adriana, Albachiara, Alessandra, Amazzonia, Ambrosia, Angelica, Antonia, Apollonia, Aquila, Arena, Armida, Avventura, Azalea, Alberta, Alda, Annalisa, Anastasia, Agostina, Assunta, Adelina, Amalia, Antonella",
  ),
  B: split(
    "Ballerina, Bambola, Barbara, Baronessa, Beatrice, Begonia, Bella, Bellezza, Benedetta, Berenice, Bettina, Betulla, Bianca, Bice, Birba, Bora, Brezza, Briciola, Brigida, Brina, Bruna, Bufera, Bussola, Balena, Bacca, Bandiera, Bambagia, Barchetta, Borgata, Bacchetta, Baia, Balestra, Barca, Befana, Berta, Biancaneve, Bionda, Birichina, Bolla, Brianza, Burrasca, Brunella, Bernardina, Barbarella, Battistina, Bonaria, Brigitta, Bartolomea, Benvenuta",
  ),
  C: split(
    "Calla, Camelia, Camilla, Cannella, Carezza, Carlotta, Carmen, Cascata, Cassandra, Castagna, Caterina, Cecilia, Celeste, Chiara, Chimera, Cinzia, Circe, Clara, Clementina, Clio, Cometa, Contessa, Corinna, Cornelia, Costanza, Criniera, Cristina, Corolla, Cicala, Colomba, Carovana, Calabria, Calendula, Canzone, Capinera, Carmela, Carola, Cassiopea, Cenerentola, Ciliegia, Civetta, Coccinella, Corona, Cortina, Carla, Cristiana, Claudia, Celestina, Candida, Clelia",
  ),
  D: split(
    "Dafne, Dalia, Dalila, Dama, Daniela, Danza, Dea, Debora, Delfina, Delia, Delizia, Diana, Didone, Dina, Dinamite, Diva, Dolcezza, Domenica, Donatella, Dora, Dorina, Dorotea, Duchessa, Dulcinea, Dalmazia, Dolomite, Dorata, Dinastia, Discordia, Damigella, Danae, Decima, Diamantina, Diletta, Disfida, Donna, Doriana, Dottoressa, Duna, Domitilla, Diomira, Daria, Donata, Denise, Damiana, Desdemona, Dionisia",
  ),
  E: split(
    "Ebe, Ecate, Eclisse, Edera, Egeria, Elba, Elena, Eleonora, Elettra, Elisa, Elvira, Emilia, Emma, Enrica, Erica, Ermione, Esmeralda, Estasi, Estate, Ester, Eufemia, Euforia, Euridice, Europa, Eva, Evelina, Elica, Epopea, Ebbrezza, Eleganza, Energia, Edvige, Egizia, Elda, Ella, Elsa, Epica, Erminia, Eroina, Esperia, Etruria, Eulalia, Evita, Enza, Edda, Elide, Egle, Eloisa, Ersilia",
  ),
  F: split(
    "Fabiola, Farfalla, Fata, Fausta, Favola, Febe, Fedora, Felce, Fenice, Fiamma, Filomena, Fiorella, Flavia, Flora, Folgore, Fontana, Fortuna, Fragola, Francesca, Freccia, Frida, Frontiera, Fulvia, Furia, Fionda, Fanfara, Falena, Fiaba, Fiumana, Formica, Faenza, Fantasia, Farandola, Fatina, Favilla, Fernanda, Fiaccola, Fiducia, Filastrocca, Fiorenza, Follia, Foresta, Fortezza, Fosca, Franca, Fabiana, Ferdinanda, Flaminia, Filippa, Fortunata, Federica",
  ),
  G: split(
    "Gabriella, Gaia, Galassia, Gardenia, Gazza, Gazzella, Gelsomina, Gemma, Genziana, Giada, Ginestra, Ginevra, Gioia, Giorgia, Giostra, Giovanna, Giuditta, Giulia, Giunone, Gitana, Gloria, Gondola, Gorgone, Grazia, Greta, Griselda, Goccia, Girandola, Ghirlanda, Gavotta, Grotta, Galatea, Gelosia, Giacinta, Gianna, Giara, Gioconda, Giovinezza, Giraffa, Giustizia, Gladiola, Grandine, Guendalina, Gina, Graziella, Gilda, Gisella, Giuliana, Giuseppina",
  ),
  I: split(
    "Icona, Ida, Idea, Idra, Ilaria, Ilda, Ilenia, Iliade, Ines, Ingrid, Iolanda, Ipanema, Ippolita, Irene, Iride, Iris, Irma, Isabella, Isadora, Isola, Isotta, Italia, Ivana, Imperia, Incudine, Ironia, Istria, Impresa, Insenatura, Iberia, Ifigenia, Immagine, Indiana, Infanta, Intesa, Iole, Iperbole, Ippica, Irpinia, Isolina, Itaca, Ione, Iside, Ivonne, Igea, Ilva, Isolde",
  ),
  L: split(
    "Lanterna, Lara, Laura, Lavanda, Leda, Leggenda, Lena, Letizia, Liana, Libellula, Lidia, Lilia, Lina, Lince, Linda, Lira, Lirica, Livia, Loredana, Luce, Lucciola, Lucia, Lucrezia, Ludovica, Luisa, Luna, Lupa, Lodola, Laguna, Lama, Leccornia, Lacrima, Lampara, Lancia, Larissa, Lavinia, Leonora, Lepre, Licia, Lisetta, Lucetta, Lorena, Liliana, Lea, Ludmilla, Lucilla, Lorella, Lisa",
  ),
  M: split(
    "Maddalena, Maga, Magnolia, Malva, Mandorla, Manuela, Marea, Margherita, Margot, Maria, Marilena, Marina, Marta, Matilde, Medusa, Melissa, Melodia, Meridiana, Meteora, Mimosa, Minerva, Mirella, Miranda, Mirtilla, Monica, Mora, Morgana, Musa, Mazurka, Medaglia, Montagna, Maestra, Maiolica, Malinconia, Mandola, Marcella, Marmotta, Maschera, Mattina, Melagrana, Milena, Mirabella, Moneta, Mongolfiera, Marisa, Mara, Mafalda, Mariella, Melania, Morena",
  ),
  N: split(
    "Nadia, Nadira, Naiade, Natalia, Nausicaa, Nebbia, Nefertiti, Nella, Nemesi, Nerina, Nicoletta, Nike, Nilde, Nina, Ninfa, Ninfea, Nives, Nocciola, Noemi, Nora, Norma, Notte, Novella, Nunzia, Nuvola, Nostalgia, Navata, Nenia, Nevicata, Narcisa, Natura, Nave, Nazarena, Neve, Nicla, Ninetta, Nivea, Nottola, Nube, Naomi, Novena, Nanda, Nilla, Niobe, Nuccia, Nerea, Nannina",
  ),
  O: split(
    "Oasi, Oceania, Odessa, Odette, Odissea, Ofelia, Ola, Olga, Olimpia, Oliva, Olivia, Ombra, Onda, Ondina, Opera, Orchidea, Oriana, Orietta, Ornella, Orsa, Orsola, Ortensia, Ortica, Ossidiana, Ottavia, Ocarina, Ode, Officina, Ombrella, Orbita, Ocra, Odalisca, Offerta, Olanda, Ombretta, Onorata, Ora, Orazia, Oria, Orma, Ottima, Ovazione, Orsolina, Oretta, Osvalda, Orlanda, Odilia, Olinda",
  ),
  P: split(
    "Pallina, Palma, Paloma, Pamela, Pantera, Paola, Passiflora, Patrizia, Penelope, Peonia, Pepita, Perla, Pervinca, Petra, Pia, Pietra, Pimpa, Pioggia, Piuma, Polena, Porpora, Prateria, Preziosa, Primavera, Primula, Principessa, Priscilla, Pantomima, Pergola, Pianura, Polka, Pagoda, Pamina, Pandora, Paprika, Parola, Pasqualina, Pastorella, Patria, Pazienza, Perlina, Pomona, Primadonna, Promessa, Pierina, Paolina, Placida, Prudenza, Pina, Piera",
  ),
  R: split(
    "Rachele, Raffica, Ramona, Rapsodia, Rebecca, Regina, Reginella, Renata, Rina, Rita, Riviera, Roberta, Romana, Romina, Rondine, Rosa, Rosalba, Rosalinda, Rosamunda, Rosaria, Rosella, Rosetta, Rossana, Rugiada, Rupe, Ruth, Radura, Ragnatela, Reliquia, Rivincita, Rotonda, Radice, Raganella, Raimonda, Reggia, Regata, Ricchezza, Rima, Rinascita, Risata, Roccia, Rosina, Rubina, Raffaella, Rolanda, Rosanna, Rossella, Rosita, Remigia",
  ),
  S: split(
    "Sabbia, Sabrina, Saetta, Salvia, Samanta, Sara, Saturnia, Sciarada, Scintilla, Selvaggia, Serena, Serenata, Seta, Sibilla, Siesta, Silvia, Simona, Sinfonia, Sirena, Sofia, Sorgente, Sorpresa, Speranza, Stella, Stellina, Susanna, Sveva, Scogliera, Sentinella, Spiga, Sonata, Samba, Saracena, Savana, Scheggia, Sella, Sequoia, Sfida, Sfinge, Sicilia, Signora, Smeralda, Sorella, Stagione, Santina, Severina, Stefania, Sandra, Settimia, Silvana",
  ),
  T: split(
    "Tamara, Tamerice, Tarantella, Tea, Tecla, Tempesta, Teodora, Teresa, Terra, Tessa, Tiara, Tigre, Tilde, Tina, Tiziana, Tortora, Tosca, Tramontana, Traviata, Trinacria, Trottola, Tundra, Turandot, Turchese, Tartaruga, Tavolozza, Tenerezza, Tessitura, Tombola, Trama, Taiga, Talpa, Tarantola, Tenda, Teodolinda, Terrazza, Tersicore, Tormenta, Torre, Toscana, Tregua, Tribuna, Tullia, Tiberia, Tommasina, Tatiana, Tersilla, Timotea",
  ),
  U: split(
    "Ugolina, Ulla, Ulpia, Ulrica, Ultima, Umberta, Umbria, Undina, Unica, Urania, Urbana, Ursula, Utopia, Uva, Uliana, Ulivella, Usanza, Unghia, Urna, Ugola, Unione, Uscita, Ustica, Ughetta, Ulderica, Ursa, Ursina, Uvetta, Uria, Udienza, Una, Uma, Ulrike, Ute, Uranie, Ulyana, Ubalda, Uberta, Upupa, Urtica, Umbra, Uliva, Ubaldina, Ursolina, Umiliana",
  ),
  V: split(
    "Valanga, Valchiria, Valentina, Valeria, Valle, Vanessa, Vaniglia, Vela, Velia, Venere, Vera, Verbena, Verena, Veronica, Vertigine, Vespa, Vesta, Vestale, Viola, Violetta, Virginia, Vittoria, Viviana, Volpe, Vallata, Vendemmia, Ventola, Veranda, Verzura, Vigna, Voliera, Vacanza, Vampa, Vanda, Vedetta, Ventura, Versilia, Vetrina, Vienna, Vigilia, Vincenza, Virgola, Visione, Vita, Vania, Vilma, Vittorina, Venanzia, Virna, Vinicia",
  ),
  Z: split(
    "Zaffira, Zagara, Zaira, Zara, Zarina, Zebra, Zefira, Zelda, Zelinda, Zena, Zenobia, Zeta, Zingara, Zinnia, Zita, Zoe, Zolla, Zucca, Zuleika, Zampogna, Zanzara, Zattera, Zampa, Zanna, Zarzuela, Zelia, Zemira, Zerbina, Zirconia, Zona, Zuccherina, Zenaide, Zeudi, Zina, Zoraide, Zaida, Zilia, Zora, Zarah, Zefferina, Zagaglia, Zavorra, Zingarella, Zucchina, Zaza, Zerlina",
  ),
};

export interface PublicCareer {
  starts: number;
  wins: number;
  seconds: number;
  thirds: number;
  /** euro */
  earnings: number;
  /** best time per km up to 1700 m, '1.MM.D' */
  recordShort: string;
}

/** The year-letter rule does not bind them: real trotters at the roots of the pedigrees. */
export interface FounderSeed {
  name: string;
  sex: "M" | "F";
  birthYear: number;
  coat: string;
  /**
   * its real sire and dam, a founder or a historical horse of `pedigree-records.ts`; left out
   * where the public records cited in docs/FAKES.md do not name them
   */
  sire?: string;
  dam?: string;
  /** bred in Italy: an "indigeno" in the stallion rankings */
  bredInItaly?: boolean;
  /** raced in Italy, so its career is part of the simulated archive */
  racedInItaly?: boolean;
  /** age of its first start, when the records give it */
  debutAge?: number;
  /** its stud farm of birth, when the records name it (a breeder of breeders.ts) */
  breeder?: string;
  /**
   * its whole public career (abroad included), which the horse's file shows instead of the sums of
   * its Italian starts in the simulated archive: the records' figures, with the sources in docs/FAKES.md
   */
  publicCareer?: PublicCareer;
  /** year of its first covering season */
  studFrom: number;
  /** hidden speed at maturity, seconds per km over a mile at autostart */
  talent: number;
}

/**
 * Real famous trotters, in their real birth years, with their real sires and dams (docs/FAKES.md
 * gives the sources). Varenne, Viking Kronos and Nad Al Sheba were bred in Italy; Varenne and Nad Al
 * Sheba race in the simulated archive (Nad Al Sheba won the Gran Premio Nazionale at three, in 2010;
 * Varenne went to stud after the 2002 season); the others came from abroad for stud duty only.
 */
export const FOUNDERS: FounderSeed[] = [
  { name: "Speedy Crown", sex: "M", birthYear: 1968, coat: "baio", sire: "Speedy Scot", dam: "Missile Toe", studFrom: 1973, talent: 71.8 },
  { name: "Sugarcane Hanover", sex: "M", birthYear: 1983, coat: "baio", sire: "Florida Pro", studFrom: 1988, talent: 71.2 },
  {
    name: "Viking Kronos",
    sex: "M",
    birthYear: 1995,
    coat: "baio scuro",
    sire: "American Winner",
    dam: "Conch",
    bredInItaly: true,
    studFrom: 1999,
    talent: 70.6,
  },
  {
    name: "Andover Hall",
    sex: "M",
    birthYear: 1999,
    coat: "baio",
    sire: "Garland Lobell",
    dam: "Amour Angus",
    studFrom: 2003,
    talent: 71.0,
  },
  {
    name: "Varenne",
    sex: "M",
    birthYear: 1995,
    coat: "baio scuro",
    sire: "Waikiki Beach",
    dam: "Ialmaz",
    bredInItaly: true,
    racedInItaly: true,
    debutAge: 3,
    breeder: "Allevamento Di Zenzalino",
    publicCareer: { starts: 73, wins: 62, seconds: 6, thirds: 2, earnings: 6_035_665, recordShort: "1.09.1" },
    studFrom: 2003,
    talent: 69.6,
  },
  { name: "Moni Maker", sex: "F", birthYear: 1993, coat: "baio", sire: "Speedy Crown", dam: "Nan's Catch", studFrom: 2001, talent: 70.4 },
  { name: "Love You", sex: "M", birthYear: 1998, coat: "baio", sire: "Coktail Jet", dam: "Guilty Of Love", studFrom: 2003, talent: 70.9 },
  { name: "Donato Hanover", sex: "M", birthYear: 2004, coat: "baio", sire: "Andover Hall", dam: "D Train", studFrom: 2008, talent: 70.2 },
  { name: "Ready Cash", sex: "M", birthYear: 2005, coat: "baio", sire: "Indy de Vive", dam: "Kidea", studFrom: 2010, talent: 70.3 },
  {
    name: "Maharajah",
    sex: "M",
    birthYear: 2005,
    coat: "baio scuro",
    sire: "Viking Kronos",
    dam: "Chili Khan",
    studFrom: 2010,
    talent: 70.4,
  },
  {
    name: "Nad Al Sheba",
    sex: "M",
    birthYear: 2007,
    coat: "baio",
    sire: "Windsong's Legacy",
    dam: "Divina Dei",
    bredInItaly: true,
    racedInItaly: true,
    studFrom: 2011,
    talent: 70.5,
  },
  {
    name: "Muscle Hill",
    sex: "M",
    birthYear: 2006,
    coat: "baio",
    sire: "Muscles Yankee",
    dam: "Yankee Blondie",
    studFrom: 2010,
    talent: 70.1,
  },
  { name: "Orlando Vici", sex: "M", birthYear: 2006, coat: "sauro", studFrom: 2011, talent: 70.8 },
  { name: "Timoko", sex: "M", birthYear: 2007, coat: "baio", sire: "Imoko", dam: "Kiss Me Coulonces", studFrom: 2012, talent: 70.6 },
  { name: "Zola Boko", sex: "M", birthYear: 2006, coat: "morello", studFrom: 2010, talent: 70.9 },
  {
    name: "Face Time Bourbon",
    sex: "M",
    birthYear: 2015,
    coat: "baio",
    sire: "Ready Cash",
    dam: "Vita Bourbon",
    studFrom: 2019,
    talent: 69.9,
  },
];

export const FIRST_NAMES = [
  "Giuseppe",
  "Marco",
  "Andrea",
  "Roberto",
  "Enrico",
  "Alessandro",
  "Pietro",
  "Vincenzo",
  "Gaetano",
  "Antonio",
  "Luca",
  "Francesco",
  "Paolo",
  "Giampaolo",
  "Santino",
  "Lorenzo",
  "Matteo",
  "Federica",
  "Chiara",
  "Elena",
  "Maria",
  "Giulia",
  "Valentina",
  "Simona",
  "Carmine",
  "Salvatore",
  "Massimo",
  "Stefano",
  "Filippo",
  "Mario",
  "Davide",
  "Nicola",
  "Gennaro",
  "Riccardo",
  "Tommaso",
  "Emanuele",
];
export const LAST_NAMES = [
  "Rossi",
  "Esposito",
  "Bianchi",
  "Romano",
  "Colombo",
  "Ricci",
  "Marino",
  "Greco",
  "Bruno",
  "Gallo",
  "Conti",
  "De Luca",
  "Mancini",
  "Costa",
  "Giordano",
  "Rizzo",
  "Lombardi",
  "Moretti",
  "Barbieri",
  "Fontana",
  "Santoro",
  "Mariani",
  "Rinaldi",
  "Caruso",
  "Ferrara",
  "Galli",
  "Martini",
  "Leone",
  "Longo",
  "Gentile",
  "Martinelli",
  "Vitale",
  "Serra",
  "Coppola",
  "De Santis",
  "Ferri",
  "Pellegrini",
  "Palumbo",
  "Sanna",
  "Farina",
  "Cirillo",
  "Guerra",
  "Bellini",
  "Villa",
  "Marchetti",
  "Sala",
  "Parisi",
  "Fabbri",
  "Monti",
  "Grasso",
];

/** Silks colours of owners' and breeders' jackets: [name, hex]. */
export const SILK_COLOURS: [string, string][] = [
  ["rosso", "#c62828"],
  ["blu", "#1565c0"],
  ["verde", "#2e7d32"],
  ["giallo", "#f9a825"],
  ["bianco", "#fafafa"],
  ["nero", "#212121"],
  ["arancio", "#ef6c00"],
  ["viola", "#6a1b9a"],
  ["azzurro", "#4fc3f7"],
  ["bordeaux", "#6d1b2b"],
  ["rosa", "#ec407a"],
  ["grigio", "#78909c"],
];
