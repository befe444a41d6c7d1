import { buildWorld } from "~/fake-upstreams/trotting/dataset/world";
const world = buildWorld({ seed: 7, today: new Date("2027-01-02T10:00:00Z"), archiveYears: 12 });
const list = world.horses.filter((h) => h.birthYear === 1996 && /^(Zigano|Zagor) /.test(h.name));
console.log(list.map((h) => `${h.name} ${h.sex} b${h.breederId} f${h.founder} h${h.historical}`));
console.log(world.horses.filter((h) => h.birthYear === 1996).length);
