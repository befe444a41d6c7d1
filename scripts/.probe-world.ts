import { buildWorld } from "~/fake-upstreams/trotting/dataset/world";
const years = Number(process.argv[2] ?? 12);
const t0 = performance.now();
const world = buildWorld({ seed: 20240611, today: new Date("2026-11-22T10:00:00Z"), archiveYears: years });
console.log("build ms", Math.round(performance.now() - t0), "horses", world.horses.length);
const H = world.horses;
let complete = 0, total = 0; const gapBehind = new Map<string, number>(); let fictionalGap = 0;
for (const h of H) {
  if (h.birthYear <= world.currentYear - 10) continue;
  total++;
  let ok = true;
  let gen = [h.index];
  for (let g = 1; g <= 5; g++) {
    const next: number[] = [];
    for (const i of gen) {
      const x = H[i];
      for (const p of [x.sire, x.dam]) {
        if (p < 0) { ok = false; if (x.historical || x.founder) gapBehind.set(x.name, (gapBehind.get(x.name) ?? 0) + 1); else fictionalGap++; }
        else next.push(p);
      }
    }
    gen = next;
  }
  if (ok) complete++;
}
console.log({ total, complete, fictionalGap });
console.log([...gapBehind.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30));
const coats = new Map<string, number>();
for (const h of H) if (!h.historical) coats.set(h.coat, (coats.get(h.coat) ?? 0) + 1);
console.log(coats);
import { BIG_RACES } from "~/fake-upstreams/trotting/dataset/big-races";
import { partsOf } from "~/fake-upstreams/trotting/dataset/calendar";
const v = H.find((h) => h.name === "Varenne")!;
const L = world.ledger as any;
const { offsets, starts } = world.startsByHorse;
const rows: string[] = [];
for (let p = offsets[v.index]; p < offsets[v.index + 1]; p++) {
  const s = starts[p]; const r = L.sRace[s];
  if (L.rBigRace[r] >= 0) rows.push(`${partsOf(L.rDay[r]).year} ${BIG_RACES[L.rBigRace[r]].name} ${L.sPlace?.[s] ?? "?"}`);
}
console.log("Varenne", v.starts, v.wins, v.earnings, rows);
