import { buildWorld } from "~/fake-upstreams/trotting/dataset/world";
const world = buildWorld({ seed: 7, today: new Date("2027-01-02T10:00:00Z"), archiveYears: 12 });
const year = world.currentYear - 1;
for (const b of world.breeders) {
  const foals = world.horses.filter((h) => h.breederId === b.id && h.birthYear === year).length;
  const mares = world.horses.filter((h) => h.sex === "F" && h.studBreederId === b.id && h.studFrom <= year && h.studTo >= year - 1 && h.aliveIn(year)).length;
  if (foals < 2) console.log(b.Nome, foals, mares);
}
