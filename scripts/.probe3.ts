import { buildWorld } from "~/fake-upstreams/trotting/dataset/world";
const world = buildWorld({ seed: 20261122, today: new Date("2026-11-22T10:00:00Z"), archiveYears: 12 });
const H = world.horses;
const seen = new Map<string, number[]>();
for (const h of H) { if (h.dam < 0 || h.founder || h.historical) continue; const k = `${h.dam}:${h.birthYear}`; seen.set(k, [...(seen.get(k) ?? []), h.index]); }
let n = 0;
for (const [k, list] of seen) if (list.length > 1 && n++ < 3) { const d = H[Number(k.split(":")[0])]; console.log(d.name, d.birthYear, d.lastFoalYear, list.map((i) => [H[i].name, H[i].birthYear, H[i].index])); }
