/**
 * The three fakes in a process of their own, for the scale tests (scale-site.ts): as a real game
 * and a real results service would be, their answers do not wait on the test's own work (its
 * clients, its Redis writer), which would otherwise count in the instances' answer times.
 * Reads its options as JSON in argv[2]; prints the fakes' addresses as one JSON line; stops on SIGTERM.
 */
import { startFakeUpstreams, type FakeName, type FakeOptions } from "~/fake-upstreams/index";

const options = JSON.parse(process.argv[2]!) as Partial<Record<FakeName, FakeOptions & { today: string }>>;
const started = await startFakeUpstreams(
  Object.fromEntries(Object.entries(options).map(([name, option]) => [name, { ...option, today: new Date(option.today) }])),
);
const addresses = Object.fromEntries(Object.entries(started.fakes).map(([name, fake]) => [name, { url: fake.url, origin: fake.origin }]));
process.stdout.write(`${JSON.stringify(addresses)}\n`);
process.on("SIGTERM", () => void started.close().then(() => process.exit(0)));
