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
  // Speedy Crown: by Speedy Scot out of Missile Toe (by Florican out of Worth A Plenty)
  { name: "Speedy Scot", sex: "M", birthYear: 1960 },
  { name: "Florican", sex: "M" },
  { name: "Darnley", sex: "M" },
  { name: "Sparkle Plenty", sex: "F" },
  { name: "Worth A Plenty", sex: "F", birthYear: 1954, sire: "Darnley", dam: "Sparkle Plenty" },
  { name: "Missile Toe", sex: "F", birthYear: 1962, sire: "Florican", dam: "Worth A Plenty" },
  // Sugarcane Hanover: by Florida Pro
  { name: "Florida Pro", sex: "M" },
  // Moni Maker: by Speedy Crown out of Nan's Catch (by Bonefish)
  { name: "Bonefish", sex: "M" },
  { name: "Nan's Catch", sex: "F", birthYear: 1985, sire: "Bonefish" },
  // Viking Kronos: by American Winner out of Conch; American Winner is also the sire of Muscle Hill's dam
  { name: "American Winner", sex: "M", birthYear: 1990 },
  { name: "Conch", sex: "F", birthYear: 1982 },
  // Andover Hall: by Garland Lobell out of Amour Angus
  { name: "Garland Lobell", sex: "M" },
  { name: "Amour Angus", sex: "F", birthYear: 1987 },
  // Varenne: by Waikiki Beach (by Speedy Somolli) out of Ialmaz (by Zebu)
  { name: "Speedy Somolli", sex: "M" },
  { name: "Waikiki Beach", sex: "M", birthYear: 1984, sire: "Speedy Somolli" },
  { name: "Zebu", sex: "M" },
  { name: "Ialmaz", sex: "F", sire: "Zebu" },
  // Love You: by Coktail Jet (by Quouky Williams out of Armbro Glamour, by Super Bowl) out of Guilty Of Love (by And Arifant)
  { name: "Quouky Williams", sex: "M" },
  { name: "Super Bowl", sex: "M" },
  { name: "Armbro Glamour", sex: "F", sire: "Super Bowl" },
  { name: "Coktail Jet", sex: "M", birthYear: 1990, sire: "Quouky Williams", dam: "Armbro Glamour" },
  { name: "And Arifant", sex: "M" },
  { name: "Guilty Of Love", sex: "F", sire: "And Arifant" },
  // Donato Hanover: by Andover Hall out of D Train (by Donerail)
  { name: "Donerail", sex: "M" },
  { name: "D Train", sex: "F", sire: "Donerail" },
  // Ready Cash: by Indy de Vive out of Kidea (out of Docéanide des Lilas)
  { name: "Indy de Vive", sex: "M" },
  { name: "Docéanide des Lilas", sex: "F" },
  { name: "Kidea", sex: "F", dam: "Docéanide des Lilas" },
  // Maharajah: by Viking Kronos out of Chili Khan
  { name: "Chili Khan", sex: "F" },
  // Nad Al Sheba: by Windsong's Legacy
  { name: "Windsong's Legacy", sex: "M", birthYear: 2001 },
  // Muscle Hill: by Muscles Yankee (by Valley Victory) out of Yankee Blondie (by American Winner)
  { name: "Valley Victory", sex: "M" },
  { name: "Muscles Yankee", sex: "M", birthYear: 1995, sire: "Valley Victory" },
  { name: "Yankee Blondie", sex: "F", sire: "American Winner" },
  // Timoko: by Imoko out of Kiss Me Coulonces
  { name: "Imoko", sex: "M" },
  { name: "Kiss Me Coulonces", sex: "F" },
  // Face Time Bourbon: by Ready Cash out of Vita Bourbon (by Love You)
  { name: "Vita Bourbon", sex: "F", sire: "Love You" },
];
