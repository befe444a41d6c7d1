/**
 * The real ancestors of the founders, as far as public records give them (sources in
 * docs/FAKES.md, "Real facts"). These horses are historical: they are in the studbook so that
 * pedigrees read as a fan knows them, and they never race nor breed in the simulation.
 *
 * `birthYear` is the recorded year where the sources give it; otherwise it is left out and the
 * studbook places the horse a generation before its first known foal (see `ancestorBirthYear`).
 * An ancestor the sources do not name is simply unknown: no record here, no invented name.
 */
export interface AncestorRecord {
  name: string;
  sex: "M" | "F";
  birthYear?: number;
  sire?: string;
  dam?: string;
}

export const HISTORICAL_ANCESTORS: AncestorRecord[] = [
  // the American sire lines behind them (Peter The Great, Scotland, Volomite, Star's Pride)
  { name: "Peter The Great", sex: "M", birthYear: 1895 },
  { name: "Nervolo Belle", sex: "F" },
  { name: "Peter Volo", sex: "M", birthYear: 1911, sire: "Peter The Great", dam: "Nervolo Belle" },
  { name: "Cita Frisco", sex: "F" },
  { name: "Volomite", sex: "M", birthYear: 1926, sire: "Peter Volo", dam: "Cita Frisco" },
  { name: "Peter Scott", sex: "M", sire: "Peter The Great" },
  { name: "Roya McKinney", sex: "F" },
  { name: "Scotland", sex: "M", birthYear: 1925, sire: "Peter Scott", dam: "Roya McKinney" },
  { name: "May Spencer", sex: "F" },
  { name: "Spencer Scott", sex: "M", birthYear: 1937, sire: "Scotland", dam: "May Spencer" },
  { name: "Earls Princess Martha", sex: "F" },
  { name: "Rodney", sex: "M", birthYear: 1944, sire: "Spencer Scott", dam: "Earls Princess Martha" },
  { name: "Missey", sex: "F" },
  { name: "Hoot Mon", sex: "M", birthYear: 1944, sire: "Scotland", dam: "Missey" },
  { name: "Guy Axworthy", sex: "M" },
  { name: "Queenly McKinney", sex: "F" },
  { name: "Guy McKinney", sex: "M", sire: "Guy Axworthy", dam: "Queenly McKinney" },
  { name: "Evelyn The Great", sex: "F", sire: "Peter The Great" },
  { name: "Spud Hanover", sex: "M", sire: "Guy McKinney", dam: "Evelyn The Great" },
  { name: "Florimel", sex: "F" },
  { name: "Evensong", sex: "F" },
  { name: "Victory Song", sex: "M", birthYear: 1943, sire: "Volomite", dam: "Evensong" },
  { name: "Warwell Worthy", sex: "F" },
  { name: "Worthy Boy", sex: "M", birthYear: 1940, sire: "Volomite", dam: "Warwell Worthy" },
  { name: "Stardrift", sex: "F" },
  { name: "Star's Pride", sex: "M", birthYear: 1947, sire: "Worthy Boy", dam: "Stardrift" },
  { name: "Emily's Pride", sex: "F", sire: "Star's Pride" },
  { name: "Noble Victory", sex: "M", birthYear: 1962, sire: "Victory Song", dam: "Emily's Pride" },
  { name: "Thankful", sex: "F", sire: "Hoot Mon" },
  { name: "Nevele Pride", sex: "M", birthYear: 1965, sire: "Star's Pride", dam: "Thankful" },
  // Speedy Crown: by Speedy Scot (by Speedster out of Scotch Love, by Victory Song) out of Missile Toe (by Florican out of Worth A Plenty)
  { name: "Dean Hanover", sex: "M" },
  { name: "Mimi Hanover", sex: "F", sire: "Dean Hanover" },
  { name: "Speedster", sex: "M", birthYear: 1954, sire: "Rodney", dam: "Mimi Hanover" },
  { name: "Scotch Love", sex: "F", sire: "Victory Song" },
  { name: "Speedy Scot", sex: "M", birthYear: 1960, sire: "Speedster", dam: "Scotch Love" },
  { name: "Florican", sex: "M", birthYear: 1947, sire: "Spud Hanover", dam: "Florimel" },
  { name: "Darnley", sex: "M" },
  { name: "Sparkle Plenty", sex: "F" },
  { name: "Worth A Plenty", sex: "F", birthYear: 1954, sire: "Darnley", dam: "Sparkle Plenty" },
  { name: "Missile Toe", sex: "F", birthYear: 1962, sire: "Florican", dam: "Worth A Plenty" },
  // Sugarcane Hanover: by Florida Pro
  { name: "Florida Pro", sex: "M" },
  // Moni Maker: by Speedy Crown out of Nan's Catch (by Bonefish, by Nevele Pride out of Exciting Speed)
  { name: "Exciting Speed", sex: "F" },
  { name: "Bonefish", sex: "M", birthYear: 1972, sire: "Nevele Pride", dam: "Exciting Speed" },
  { name: "Nan's Catch", sex: "F", birthYear: 1985, sire: "Bonefish" },
  // Viking Kronos: by American Winner (out of BJ's Pleasure) out of Conch (by Bonefish); American Winner is also the sire of Muscle Hill's dam
  // BJ's Pleasure: by Speedy Somolli out of Matina Hanover (by Speedy Count), the dam of Mack Lobell
  { name: "Speedy Count", sex: "M" },
  { name: "Matina Hanover", sex: "F", sire: "Speedy Count" },
  { name: "BJ's Pleasure", sex: "F", birthYear: 1983, sire: "Speedy Somolli", dam: "Matina Hanover" },
  { name: "American Winner", sex: "M", birthYear: 1990, sire: "Super Bowl", dam: "BJ's Pleasure" },
  { name: "Conch", sex: "F", birthYear: 1982, sire: "Bonefish" },
  // Andover Hall: by Garland Lobell (by ABC Freight, by Noble Victory) out of Amour Angus (by Magna Force out of Kenwood Scamper, by Texas)
  { name: "A.C.'s Princess", sex: "F" },
  { name: "ABC Freight", sex: "M", birthYear: 1974, sire: "Noble Victory", dam: "A.C.'s Princess" },
  { name: "Garland Lobell", sex: "M", birthYear: 1981, sire: "ABC Freight" },
  { name: "Magna Force", sex: "M" },
  { name: "Texas", sex: "M" },
  { name: "Kenwood Scamper", sex: "F", sire: "Texas" },
  { name: "Amour Angus", sex: "F", birthYear: 1987, sire: "Magna Force", dam: "Kenwood Scamper" },
  // Varenne: by Waikiki Beach (by Speedy Somolli) out of Ialmaz (by Zebu)
  { name: "Somolli", sex: "F", sire: "Star's Pride" },
  { name: "Speedy Somolli", sex: "M", birthYear: 1975, sire: "Speedy Crown", dam: "Somolli" },
  { name: "Waikiki Beach", sex: "M", birthYear: 1984, sire: "Speedy Somolli" },
  { name: "Zebu", sex: "M" },
  { name: "Ialmaz", sex: "F", sire: "Zebu" },
  // Love You: by Coktail Jet (by Quouky Williams out of Armbro Glamour, by Super Bowl) out of Guilty Of Love (by And Arifant)
  { name: "Quouky Williams", sex: "M" },
  { name: "Pillow Talk", sex: "F", sire: "Rodney" },
  { name: "Super Bowl", sex: "M", birthYear: 1969, sire: "Star's Pride", dam: "Pillow Talk" },
  { name: "Speedy Sug", sex: "F" },
  { name: "Armbro Glamour", sex: "F", sire: "Super Bowl", dam: "Speedy Sug" },
  { name: "Coktail Jet", sex: "M", birthYear: 1990, sire: "Quouky Williams", dam: "Armbro Glamour" },
  { name: "Sharif di Iesolo", sex: "M" },
  { name: "And Arifant", sex: "M", sire: "Sharif di Iesolo" },
  { name: "Guilty Of Love", sex: "F", sire: "And Arifant" },
  // Donato Hanover: by Andover Hall out of D Train (by Donerail, by Valley Victory)
  { name: "Donerail", sex: "M", sire: "Valley Victory" },
  { name: "D Train", sex: "F", sire: "Donerail" },
  // Ready Cash: by Indy de Vive (by Viking's Way, by Mickey Viking, by Bonefish) out of Kidea (by Extrême Dream out of
  // Docéanide des Lilas, by Workaholic out of Océanide)
  { name: "Mickey Viking", sex: "M", sire: "Bonefish" },
  { name: "Viking's Way", sex: "M", birthYear: 1987, sire: "Mickey Viking" },
  { name: "Indy de Vive", sex: "M", sire: "Viking's Way" },
  { name: "Tahitienne", sex: "F" },
  { name: "Extrême Dream", sex: "M", dam: "Tahitienne" },
  { name: "Ah So", sex: "F", sire: "Speedy Count" },
  { name: "Workaholic", sex: "M", birthYear: 1982, sire: "Speedy Crown", dam: "Ah So" },
  { name: "Océanide", sex: "F" },
  { name: "Docéanide des Lilas", sex: "F", sire: "Workaholic", dam: "Océanide" },
  { name: "Kidea", sex: "F", sire: "Extrême Dream", dam: "Docéanide des Lilas" },
  // Maharajah: by Viking Kronos out of Chili Khan (by Giant Chill, by Speedy Crown out of Chili Bowl; out of Stevie Nicks, by Tibur)
  { name: "Chili Bowl", sex: "F" },
  { name: "Giant Chill", sex: "M", sire: "Speedy Crown", dam: "Chili Bowl" },
  { name: "Tibur", sex: "M" },
  { name: "Stevie Nicks", sex: "F", sire: "Tibur" },
  { name: "Chili Khan", sex: "F", sire: "Giant Chill", dam: "Stevie Nicks" },
  // Nad Al Sheba: by Windsong's Legacy (by Conway Hall, a full brother of Andover Hall, out of Yankee Windsong, by Prakas)
  // out of Divina Dei (by Diamond Way)
  { name: "Diamond Way", sex: "M" },
  { name: "Divina Dei", sex: "F", sire: "Diamond Way" },
  { name: "Conway Hall", sex: "M", sire: "Garland Lobell", dam: "Amour Angus" },
  { name: "Prakas", sex: "M", birthYear: 1982 },
  { name: "Yankee Windsong", sex: "F", sire: "Prakas" },
  { name: "Windsong's Legacy", sex: "M", birthYear: 2001, sire: "Conway Hall", dam: "Yankee Windsong" },
  // Muscle Hill: by Muscles Yankee (by Valley Victory out of Maiden Yankee, by Speedy Crown) out of Yankee Blondie (by American Winner)
  { name: "Baltic Speed", sex: "M", sire: "Speedy Somolli" },
  { name: "Valley Victoria", sex: "F", sire: "Bonefish" },
  { name: "Valley Victory", sex: "M", birthYear: 1986, sire: "Baltic Speed", dam: "Valley Victoria" },
  { name: "Maiden Yankee", sex: "F", sire: "Speedy Crown" },
  { name: "Muscles Yankee", sex: "M", birthYear: 1995, sire: "Valley Victory", dam: "Maiden Yankee" },
  { name: "Yankee Blondie", sex: "F", sire: "American Winner" },
  // Timoko: by Imoko (by Viking's Way) out of Kiss Me Coulonces
  { name: "Imoko", sex: "M", sire: "Viking's Way" },
  { name: "Kiss Me Coulonces", sex: "F" },
  // Face Time Bourbon: by Ready Cash out of Vita Bourbon (by Love You), out of Kaméra Bourbon (by Cézio Josselyn), out of
  // Etta Extra (by Florestan), out of Une Crown (by Speedy Crown), out of Dimitria (1969, by Mario); the French letter of a
  // name gives its year (K 1998, E 1992)
  { name: "Mario", sex: "M" },
  { name: "Dimitria", sex: "F", birthYear: 1969, sire: "Mario" },
  { name: "Une Crown", sex: "F", sire: "Speedy Crown", dam: "Dimitria" },
  { name: "Florestan", sex: "M" },
  { name: "Etta Extra", sex: "F", birthYear: 1992, sire: "Florestan", dam: "Une Crown" },
  { name: "Cézio Josselyn", sex: "M" },
  { name: "Kaméra Bourbon", sex: "F", birthYear: 1998, sire: "Cézio Josselyn", dam: "Etta Extra" },
  { name: "Vita Bourbon", sex: "F", sire: "Love You", dam: "Kaméra Bourbon" },
];
