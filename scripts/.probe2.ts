import { buildWorld } from "~/fake-upstreams/trotting/dataset/world";
import { partsOf } from "~/fake-upstreams/trotting/dataset/calendar";
const world = buildWorld({ seed: 20261122, today: new Date("2026-11-22T10:00:00Z"), archiveYears: 3 });
const perDay = new Map<number, number>();
for (const m of world.meetings) if (partsOf(m.day).year === 2025) perDay.set(m.day, (perDay.get(m.day) ?? 0) + 1);
const hist = new Map<string, number>();
for (const [day, n] of perDay) { const wd = partsOf(day).weekday; const k = `${wd === 0 || wd === 6 ? "we" : "wd"}:${n}`; hist.set(k, (hist.get(k) ?? 0) + 1); }
console.log([...hist.entries()].sort());
const L = world.ledger as any;
let starts = 0, np = 0, races = 0;
for (let r = 0; r < L.raceCount; r++) { if (L.rKind[r] === 0 || partsOf(L.rDay[r]).year !== 2025) continue; races++; for (let s = L.rFirst[r]; s < L.rFirst[r] + L.rCount[r]; s++) { starts++; if (L.sPlace[s] >= 31) np++; } }
console.log({ races, starts, np, share: np / starts });
