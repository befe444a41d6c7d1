import { spawn } from "node:child_process";
import net from "node:net";
import { startFake } from "./fake-upstreams/index";
import { openEventStream } from "./tests/support/event-stream";
const today = new Date("2026-11-26T11:00:00Z");
const fakes = { trotting: await startFake("trotting", { port: 0, quiet: true, today, latencyMs: 20 }), content: await startFake("content", { port: 0, quiet: true, today }), fantasy: await startFake("fantasy", { port: 0, quiet: true, today, stateFile: "/tmp/fx.json" }) };
const port: number = await new Promise((r) => { const p = net.createServer().listen(0, "127.0.0.1", () => { const x = (p.address() as any).port; p.close(() => r(x)); }); });
const origin = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ["scripts/start.js"], { env: { ...process.env, NODE_ENV: "", PORT: String(port), LOG_LEVEL: "debug", READINESS_DETAILS: "public", LIVE_POLL_SECONDS: "10", SULKY_TODAY: "2026-11-26", TROTTO_API_URL: fakes.trotting.url, CONTENT_API_URL: fakes.content.url, FANTASY_API_URL: fakes.fantasy.url }, stdio: ["ignore", "pipe", "inherit"] });
child.stdout!.on("data", (d: Buffer) => { for (const line of d.toString().split("\n")) if (line.includes("diretta")) console.log("LOG", Date.now() % 100000, line.slice(0, 250)); });
for (;;) { if ((await fetch(origin + "/healthz").catch(() => null))?.ok) break; await new Promise((r) => setTimeout(r, 200)); }
const s = await openEventStream(origin + "/eventi/corse/26112026");
const live = async () => (await (await fetch(origin + "/readyz")).json()).live;
for (;;) { await new Promise((r) => setTimeout(r, 250)); const l = await live(); if (l.polling?.watchedDays.includes("26112026")) { console.log("baseline", Date.now() % 100000, JSON.stringify(l.polling)); break; } }
console.log(await (await fetch(fakes.trotting.origin + "/__fake/clock", { method: "POST", body: JSON.stringify({ at: "2026-11-26T13:36:00.000Z" }) })).json());
console.log((await (await fetch(fakes.trotting.url + "/api/v2/partenti/26112026/MI")).json()).corse[0].prestazioni.map((r: any) => r.Piazzamento).join(","));
for (let i = 0; i < 25; i++) { await new Promise((r) => setTimeout(r, 1000)); const l = await live(); if (i % 5 === 0 || l.relay.relayed) console.log(Date.now() % 100000, JSON.stringify(l.polling), JSON.stringify(l.relay)); if (l.relay.relayed) break; }
await s.close();
child.kill("SIGTERM"); await new Promise((r) => child.once("exit", r));
for (const f of Object.values(fakes)) await f.close();
process.exit(0);
