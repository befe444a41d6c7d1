import type { Random } from "../../shared/prng";
import { mediaUrl } from "../../shared/media";
import { slugify } from "../../shared/text";
import { SILK_COLOURS } from "./names";
import type { Breeder } from "./types";

/** Breeder name, the suffix its horses carry, and its farm's town/province/postcode. */
const BREEDER_SEEDS: [name: string, suffix: string, town: string, province: string, cap: string][] = [
  ["Allevamento Il Grifone", "Grif", "Vigevano", "PV", "27029"],
  ["Tenuta Le Querce", "Gar", "Treviso", "TV", "31100"],
  ["Scuderia Dei Greppi", "Dei Greppi", "Cesena", "FC", "47521"],
  ["Allevamento Biasuzzi", "Bi", "Ponzano Veneto", "TV", "31050"],
  ["Azienda Agricola Orsi Mangelli", "Om", "Forlì", "FC", "47121"],
  ["Allevamento Del Ronco", "Del Ronco", "Bologna", "BO", "40128"],
  ["Tenuta San Giorgio", "Sg", "Vinovo", "TO", "10048"],
  ["Allevamento Fontanafredda", "Font", "Pordenone", "PN", "33170"],
  ["Scuderia Wave", "Op", "Padova", "PD", "35127"],
  ["Allevamento La Mandria", "Lm", "Venaria Reale", "TO", "10078"],
  ["Tenuta Il Poggio", "Dl", "Montecatini Terme", "PT", "51016"],
  ["Allevamento Di Girifalco", "Di Girifalco", "Catanzaro", "CZ", "88100"],
  ["Azienda Agricola Santa Rita", "Sr", "Caserta", "CE", "81100"],
  ["Allevamento Le Mulina", "Mul", "Firenze", "FI", "50144"],
  ["Allevamento Jet Horse", "Jet", "Ferrara", "FE", "44121"],
  ["Tenuta Vallelunga", "Vl", "Roma", "RM", "00178"],
  ["Allevamento Caf", "Caf", "Agnano", "NA", "80125"],
  ["Allevamento Degli Ulivi", "Ul", "Taranto", "TA", "74121"],
  ["Scuderia Paolo Sesti", "Ps", "Follonica", "GR", "58022"],
  ["Allevamento Mirabella", "Mir", "Palermo", "PA", "90146"],
  ["Tenuta Ca' Rossa", "Cr", "Modena", "MO", "41126"],
  ["Allevamento Gardesano", "Grd", "Verona", "VR", "37135"],
  ["Azienda Agricola Le Vigne", "Lv", "Asti", "AT", "14100"],
  ["Allevamento Bellei", "Bel", "Carpi", "MO", "41012"],
  ["Tenuta Il Cerro", "Cer", "Siena", "SI", "53100"],
  ["Allevamento Delle Rose", "Dr", "Sanremo", "IM", "18038"],
  ["Scuderia Ghiaccio", "Gh", "Milano", "MI", "20153"],
  ["Allevamento Kronos Italia", "Kr", "Lodi", "LO", "26900"],
  ["Tenuta Mezzaluna", "Mz", "Lucca", "LU", "55100"],
  ["Allevamento Pratoni", "Prt", "Grosseto", "GR", "58100"],
  ["Azienda Agricola San Martino", "Smt", "Udine", "UD", "33100"],
  ["Allevamento Villa Raverio", "Vr", "Monza", "MB", "20900"],
  ["Tenuta La Favorita", "Fav", "Palermo", "PA", "90146"],
  ["Allevamento Le Padovanelle", "Pdv", "Ponte di Brenta", "PD", "35129"],
  ["Scuderia Arcoveggio", "Arc", "Bologna", "BO", "40129"],
  ["Allevamento Sant'Artemio", "Sa", "Treviso", "TV", "31100"],
  ["Tenuta Castelluccio", "Cst", "Perugia", "PG", "06121"],
  ["Allevamento Valle del Sele", "Vds", "Salerno", "SA", "84131"],
  ["Azienda Agricola Lama", "Lam", "Bari", "BA", "70126"],
  ["Allevamento Sesana", "Ses", "Montecatini Terme", "PT", "51016"],
  ["Tenuta Torre Rossa", "Tr", "Ravenna", "RA", "48121"],
  ["Allevamento Capannelle", "Cap", "Roma", "RM", "00178"],
  ["Allevamento Della Maura", "Mau", "Milano", "MI", "20151"],
  ["Scuderia Lo Stallone", "Ls", "Reggio Emilia", "RE", "42122"],
  // Varenne's breeder (Alessandro Viani, at Copparo: harnessmuseum.com)
  ["Allevamento Di Zenzalino", "Zen", "Copparo", "FE", "44034"],
];

/** Telephone area codes of the farms' towns (a landline dials its district's prefix). */
const AREA_CODES: Record<string, string> = {
  Vigevano: "0381",
  Treviso: "0422",
  Cesena: "0547",
  "Ponzano Veneto": "0422",
  Forlì: "0543",
  Bologna: "051",
  Vinovo: "011",
  Pordenone: "0434",
  Padova: "049",
  "Venaria Reale": "011",
  "Montecatini Terme": "0572",
  Catanzaro: "0961",
  Caserta: "0823",
  Firenze: "055",
  Ferrara: "0532",
  Copparo: "0532",
  Roma: "06",
  Agnano: "081",
  Taranto: "099",
  Follonica: "0566",
  Palermo: "091",
  Modena: "059",
  Verona: "045",
  Asti: "0141",
  Carpi: "059",
  Siena: "0577",
  Sanremo: "0184",
  Milano: "02",
  Lodi: "0371",
  Lucca: "0583",
  Grosseto: "0564",
  Udine: "0432",
  Monza: "039",
  "Ponte di Brenta": "049",
  Perugia: "075",
  Salerno: "089",
  Bari: "080",
  Ravenna: "0544",
  "Reggio Emilia": "0522",
};

/** A landline of the town: its area code, then enough digits for ten in all (Rome's and Milan's 8 after the code). */
function landline(random: Random, town: string): string {
  const code = AREA_CODES[town];
  if (!code) throw new Error(`breeders: no area code for ${town}`);
  const digits = Math.max(6, 10 - code.length);
  return `${code}${random.int(10 ** (digits - 1) * 2, 10 ** digits - 1)}`;
}

const STREETS = [
  "Via Roma",
  "Via dei Cavalli",
  "Strada Provinciale",
  "Via Ippodromo",
  "Via delle Scuderie",
  "Località Case Sparse",
  "Via Emilia",
  "Via dei Campi",
];

/** A breeder as the simulation knows it: the affix its horses carry and the colours of its silks. */
export interface BreederWithSuffix extends Omit<Breeder, "big_banner" | "img_path"> {
  nameSuffix: string;
  /** affixes for its foals: its own first, then a second one from its town once a root is taken */
  affixes: string[];
  /** jacket and sleeves colours (hex) */
  colours: [string, string];
  /** relative size of the stud farm: a few big breeders, many small ones */
  size: number;
}

export function generateBreeders(random: Random): BreederWithSuffix[] {
  return BREEDER_SEEDS.map(([name, suffix, town, province, cap], index) => {
    const id = index + 1;
    const slug = slugify(name);
    const domain = slug.replace(/-/g, "");
    const mobile = () => `3${random.int(20, 49)}${random.int(1000000, 9999999)}`;
    // every 5th breeder is reached only through the stable (the line is printed once, with no
    // person's name beside it); every 4th has a website without http
    const throughStable = index % 5 === 2;
    const telefono1 = throughStable ? "ALLEVATORE - chiedere in scuderia" : mobile();
    const link = index % 4 === 1 ? `www.${domain}.it` : index % 7 === 3 ? "" : `https://www.${domain}.it`;
    const contactName = `${random.pick(["Giuseppe", "Marco", "Andrea", "Elena", "Roberto", "Chiara"])} ${random.pick(["Rossi", "Bellei", "Biasuzzi", "Mangelli", "Sesti", "Greco"])}`;
    const jacket = random.pick(SILK_COLOURS)[1];
    let sleeves = random.pick(SILK_COLOURS)[1];
    while (sleeves === jacket) sleeves = random.pick(SILK_COLOURS)[1];
    return {
      id,
      Nome: name,
      slug: `${id}-${slug}`,
      nameSuffix: suffix,
      affixes: [suffix, town.replace(/[^A-Za-z]/g, "").slice(0, 3)],
      indirizzo: `${random.pick(STREETS)}, ${random.int(1, 180)}`,
      CAP: cap,
      citta: town,
      provincia: province,
      telefono1,
      telefono2: index % 3 === 0 || throughStable ? "" : landline(random, town),
      email: `info@${domain}.it`,
      Link: link,
      description: `${name}: allevamento di trottatori a ${town} (${province}). Puledri, fattrici e cavalli in attività. Recapiti di esempio.`,
      contacts: [{ name: contactName, phone: throughStable ? "" : telefono1, email: `info@${domain}.it`, website: link }],
      colours: [jacket, sleeves],
      // Zipf-like: the first breeders of the list are the big stud farms
      size: 1 / Math.pow(index + 1, 0.7) + random.next() * 0.08,
    };
  });
}

/** The upstream's breeder record: the simulated one plus its pictures. */
export function breederRecord(breeder: BreederWithSuffix, publicUrl: string): Breeder {
  const { nameSuffix: _suffix, affixes: _affixes, colours: _colours, size: _size, ...record } = breeder;
  return {
    ...record,
    big_banner: mediaUrl(publicUrl, `allevatore-${breeder.id}-banner`, 1140, 300),
    img_path: mediaUrl(publicUrl, `allevatore-${breeder.id}`, 255, 280),
  };
}
