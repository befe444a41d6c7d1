/**
 * One fake in a process of its own, for the scale tests (scale-site.ts): as a real game and a real
 * results service would be, its answers do not wait on the test's own work (its clients, its Redis
 * writer) nor on the other fakes, which would otherwise count in the instances' answer times.
 * argv: the fake's name, its options as JSON; prints its address as one JSON line; stops on SIGTERM.
 */
import { startFake, type FakeName, type FakeOptions } from "~/fake-upstreams/index";

const [name, json] = process.argv.slice(2) as [FakeName, string];
const options = JSON.parse(json) as FakeOptions & { today: string };
const fake = await startFake(name, { ...options, today: new Date(options.today) });
process.stdout.write(`${JSON.stringify({ url: fake.url, origin: fake.origin })}\n`);
process.on("SIGTERM", () => void fake.close().then(() => process.exit(0)));
