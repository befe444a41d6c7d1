import { buildDataset } from "~/fake-upstreams/trotting/dataset";
const ds = buildDataset({ seed: 20261122, today: new Date("2026-11-22T10:00:00Z"), publicUrl: "http://x" });
const res = ds.meetings.filter((m) => m.kind === "arrivi");
const races = res.flatMap((m) => m.races);
console.log("result meetings", res.length, "races", races.length, "avg field", (races.reduce((s, r) => s + r.rows.length, 0) / races.length).toFixed(1), "entries meetings", ds.meetings.length - res.length);
