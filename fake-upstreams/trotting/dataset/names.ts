/** Name material: the year-letter rule, horse name words, founders, people. All Italian. */

/** A..Z without H, J, K, Q, W, X, Y */
export const YEAR_LETTERS = 'ABCDEFGILMNOPRSTUVZ'.split('');

export function letterForYear(birthYear: number): string {
  const length = YEAR_LETTERS.length;
  return YEAR_LETTERS[(((birthYear - 2016) % length) + length) % length];
}

export const WORDS_BY_LETTER: Record<string, string[]> = {
  A: ['Ambra', 'Alce', 'Arsenio', 'Aurora', 'Astro', 'Alhambra', 'Arpia', 'Amaranto', 'Azzurra', 'Argo', 'Alabarda', 'Antares', 'Arcobaleno', 'Astrea'],
  B: ['Brigante', 'Bora', 'Biancospino', 'Baronessa', 'Bolero', 'Brezza', 'Barbablu', 'Betulla', 'Bucefalo', 'Birba', 'Briscola', 'Baiardo', 'Bussola', 'Belfagor'],
  C: ['Corsaro', 'Cometa', 'Ciclone', 'Cassandra', 'Cobalto', 'Camelia', 'Condor', 'Chimera', 'Cantico', 'Corallo', 'Calipso', 'Centauro', 'Cirillo', 'Criniera'],
  D: ['Dardo', 'Diana', 'Domino', 'Dalia', 'Draco', 'Duchessa', 'Danubio', 'Delfina', 'Diamante', 'Dedalo', 'Dorotea', 'Diavolo', 'Dafne', 'Dominante'],
  E: ['Etna', 'Elettra', 'Eolo', 'Ebano', 'Esmeralda', 'Erebo', 'Estasi', 'Eclisse', 'Elisir', 'Eden', 'Ermes', 'Euforia', 'Ercole', 'Edera'],
  F: ['Falco', 'Fiamma', 'Fulmine', 'Fenice', 'Faraone', 'Fortuna', 'Furia', 'Farfalla', 'Favonio', 'Filibusta', 'Freccia', 'Felce', 'Fiordaliso', 'Frontiera'],
  G: ['Gladiatore', 'Gemma', 'Ginestra', 'Girasole', 'Granito', 'Gabbiano', 'Grecale', 'Gitana', 'Galeone', 'Giada', 'Gaudio', 'Gorgone', 'Giunone', 'Gagliardo'],
  I: ['Icaro', 'Iris', 'Ibisco', 'Idra', 'Iliade', 'Istrice', 'Ivanhoe', 'Isotta', 'Ipanema', 'Ippogrifo', 'Incanto', 'Indaco', 'Irma', 'Isola'],
  L: ['Leone', 'Luna', 'Libeccio', 'Lampo', 'Lavanda', 'Lucifero', 'Leggenda', 'Loto', 'Lirica', 'Lancillotto', 'Lince', 'Lucciola', 'Lapislazzulo', 'Ludovica'],
  M: ['Maestrale', 'Mirtilla', 'Monsone', 'Medusa', 'Mercurio', 'Magnolia', 'Miraggio', 'Meteora', 'Mistral', 'Mimosa', 'Marzapane', 'Minerva', 'Mascalzone', 'Melodia'],
  N: ['Nettuno', 'Nebbia', 'Nobile', 'Ninfea', 'Nausicaa', 'Nembo', 'Nuvola', 'Narciso', 'Notturno', 'Nives', 'Novella', 'Nibbio', 'Nefertiti', 'Nautilus'],
  O: ['Orione', 'Ombra', 'Ortensia', 'Oceano', 'Odissea', 'Olimpo', 'Opale', 'Oasi', 'Orchidea', 'Orlando', 'Ossidiana', 'Otello', 'Onda', 'Oberon'],
  P: ['Pegaso', 'Perla', 'Pantera', 'Primula', 'Principe', 'Pioggia', 'Poseidone', 'Papavero', 'Pirata', 'Porpora', 'Prometeo', 'Pervinca', 'Polluce', 'Palladio'],
  R: ['Rubino', 'Rondine', 'Ribelle', 'Rosmarino', 'Remo', 'Regina', 'Rapsodia', 'Riccardo', 'Rugiada', 'Radames', 'Rigoletto', 'Rivalta', 'Ramingo', 'Rosalba'],
  S: ['Scirocco', 'Stella', 'Saetta', 'Sirena', 'Spartaco', 'Sibilla', 'Smeraldo', 'Selvaggia', 'Sultano', 'Sorgente', 'Stregone', 'Saturnia', 'Sparviero', 'Serenata'],
  T: ['Tornado', 'Tempesta', 'Titano', 'Tosca', 'Tramontana', 'Tigre', 'Topazio', 'Trinacria', 'Tuono', 'Talismano', 'Turchese', 'Teodora', 'Tritone', 'Tamerice'],
  U: ['Uragano', 'Ulisse', 'Urania', 'Ulivo', 'Unicorno', 'Ugolino', 'Ursula', 'Umbria', 'Utopia', 'Ulrica', 'Usignolo', 'Ultimo', 'Uberto', 'Undina'],
  V: ['Vento', 'Vela', 'Vulcano', 'Valchiria', 'Vesuvio', 'Viola', 'Vortice', 'Venere', 'Vittorioso', 'Verbena', 'Visconte', 'Vanessa', 'Vagabondo', 'Valanga'],
  Z: ['Zefiro', 'Zagara', 'Zodiaco', 'Zaffiro', 'Zenit', 'Zingara', 'Zar', 'Zelda', 'Zorro', 'Zinnia', 'Zeus', 'Zafferano', 'Zampillo', 'Zenobia'],
};

export interface FounderSeed {
  name: string;
  sex: 'M' | 'F';
  birthYear: number;
  coat: string;
  recordBreve: string;
  recordLunga: string;
  winnings: number;
  /** name of another founder that is its sire (real line) */
  sire?: string;
}

/** Real famous trotters at the roots of every pedigree. */
export const FOUNDERS: FounderSeed[] = [
  { name: 'Speedy Crown', sex: 'M', birthYear: 1968, coat: 'baio', recordBreve: '1.12.7', recordLunga: '1.14.1', winnings: 480_000 },
  { name: 'Sugarcane Hanover', sex: 'M', birthYear: 1983, coat: 'baio', recordBreve: '1.11.3', recordLunga: '1.13.0', winnings: 1_900_000 },
  { name: 'Viking Kronos', sex: 'M', birthYear: 1996, coat: 'baio scuro', recordBreve: '1.10.6', recordLunga: '1.12.8', winnings: 1_100_000, sire: 'Sugarcane Hanover' },
  { name: 'Andover Hall', sex: 'M', birthYear: 1996, coat: 'baio', recordBreve: '1.11.2', recordLunga: '1.13.5', winnings: 710_000, sire: 'Speedy Crown' },
  { name: 'Varenne', sex: 'M', birthYear: 1995, coat: 'baio', recordBreve: '1.09.9', recordLunga: '1.10.9', winnings: 6_035_000 },
  { name: 'Moni Maker', sex: 'F', birthYear: 1993, coat: 'baio', recordBreve: '1.10.4', recordLunga: '1.12.0', winnings: 5_589_000, sire: 'Speedy Crown' },
  { name: 'Love You', sex: 'M', birthYear: 1998, coat: 'baio', recordBreve: '1.11.7', recordLunga: '1.12.9', winnings: 830_000 },
  { name: 'Donato Hanover', sex: 'M', birthYear: 2004, coat: 'baio', recordBreve: '1.09.8', recordLunga: '1.11.4', winnings: 3_000_000, sire: 'Andover Hall' },
  { name: 'Ready Cash', sex: 'M', birthYear: 2005, coat: 'baio', recordBreve: '1.10.1', recordLunga: '1.10.8', winnings: 4_000_000 },
  { name: 'Maharajah', sex: 'M', birthYear: 2005, coat: 'baio scuro', recordBreve: '1.09.7', recordLunga: '1.11.0', winnings: 3_200_000, sire: 'Viking Kronos' },
  { name: 'Nad Al Sheba', sex: 'M', birthYear: 2006, coat: 'baio', recordBreve: '1.10.9', recordLunga: '1.12.2', winnings: 620_000, sire: 'Varenne' },
  { name: 'Muscle Hill', sex: 'M', birthYear: 2006, coat: 'baio', recordBreve: '1.09.5', recordLunga: '1.11.6', winnings: 3_300_000 },
  { name: 'Orlando Vici', sex: 'M', birthYear: 2006, coat: 'sauro', recordBreve: '1.10.8', recordLunga: '1.11.9', winnings: 2_100_000 },
  { name: 'Timoko', sex: 'M', birthYear: 2007, coat: 'baio', recordBreve: '1.10.3', recordLunga: '1.11.2', winnings: 3_600_000 },
  { name: 'Zola Boko', sex: 'M', birthYear: 2008, coat: 'morello', recordBreve: '1.10.5', recordLunga: '1.12.1', winnings: 1_200_000, sire: 'Love You' },
  { name: 'Face Time Bourbon', sex: 'M', birthYear: 2015, coat: 'baio', recordBreve: '1.09.2', recordLunga: '1.10.5', winnings: 4_100_000, sire: 'Ready Cash' },
];

export const COATS = ['baio', 'baio', 'baio', 'baio scuro', 'baio scuro', 'sauro', 'morello', 'grigio', 'roano'];

export const FIRST_NAMES = ['Giuseppe', 'Marco', 'Andrea', 'Roberto', 'Enrico', 'Alessandro', 'Pietro', 'Vincenzo', 'Gaetano', 'Antonio', 'Luca', 'Francesco', 'Paolo', 'Giampaolo', 'Santino', 'Lorenzo', 'Matteo', 'Federica', 'Chiara', 'Elena', 'Maria', 'Giulia', 'Valentina', 'Simona'];
export const LAST_NAMES = ['Rossi', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone', 'Longo', 'Gentile', 'Martinelli', 'Vitale', 'Serra', 'Coppola', 'De Santis', 'Ferri', 'Pellegrini', 'Palumbo', 'Sanna', 'Farina'];
