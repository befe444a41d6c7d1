import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "redis";
import { stopProcess, waitFor } from "./processes";
import { freePortBelowEphemeralRange, realClockEnv } from "./redis-server";

/** Debian's redis-sentinel (the package's binary; `redis-server --sentinel` is the same program). */
export const sentinelInstalled = spawnSync("redis-sentinel", ["--version"], { env: realClockEnv, timeout: 10_000 }).status === 0;

export const MASTER_NAME = "sulky";

/**
 * One primary, one replica and three sentinels on loopback, on free ports, without persistence:
 * the smallest Sentinel deployment that survives losing its primary (a quorum of 2). The ports lie
 * below the kernel's ephemeral range (redis-server.ts): the killed primary's port is never handed
 * to a client's own reconnecting end, which would then talk to itself.
 */
export type SentinelCluster = {
  /** REDIS_SENTINELS for the instances. */
  sentinels: string;
  /** The same sentinels, as a RedisTarget names them. */
  sentinelNodes: { host: string; port: number }[];
  primaryPort: number;
  replicaPort: number;
  /** SIGKILL to the primary: a crash, not a shutdown. */
  killPrimary(): Promise<void>;
  /** Waits until every sentinel names the replica as the primary; returns when that was seen. */
  untilPromoted(timeoutMs: number): Promise<number>;
  /** A plain client of one node (for counting keys). */
  node(port: number): Promise<ReturnType<typeof createClient>>;
  stop(): Promise<void>;
};

const serverArgs = (port: number) => ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];

export async function startSentinelCluster(options: { downAfterMs?: number } = {}): Promise<SentinelCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), "sulky-sentinel-"));
  const processes: ChildProcess[] = [];
  const run = (program: string, args: string[]) => {
    const child = spawn(program, args, { stdio: "ignore", env: realClockEnv, cwd: dir });
    processes.push(child);
    return child;
  };
  const taken = new Set<number>();
  const freePort = async (): Promise<number> => {
    const port = await freePortBelowEphemeralRange();
    if (taken.has(port)) return freePort();
    taken.add(port);
    return port;
  };
  const primaryPort = await freePort();
  const replicaPort = await freePort();
  const primary = run("redis-server", serverArgs(primaryPort));
  run("redis-server", [...serverArgs(replicaPort), "--replicaof", "127.0.0.1", String(primaryPort)]);
  const sentinelPorts: number[] = [];
  for (let index = 0; index < 3; index++) {
    const port = await freePort();
    sentinelPorts.push(port);
    const file = path.join(dir, `sentinel-${index}.conf`);
    writeFileSync(
      file,
      [
        `port ${port}`,
        "bind 127.0.0.1",
        `sentinel monitor ${MASTER_NAME} 127.0.0.1 ${primaryPort} 2`,
        `sentinel down-after-milliseconds ${MASTER_NAME} ${options.downAfterMs ?? 1000}`,
        `sentinel failover-timeout ${MASTER_NAME} 10000`,
        `sentinel parallel-syncs ${MASTER_NAME} 1`,
        "",
      ].join("\n"),
    );
    run("redis-sentinel", [file]);
  }

  const ask = async <T>(port: number, command: string[]): Promise<T | null> => {
    const client = createClient({ socket: { host: "127.0.0.1", port, connectTimeout: 1000, reconnectStrategy: false } });
    client.on("error", () => undefined);
    try {
      await client.connect();
      return (await client.sendCommand(command)) as T;
    } catch {
      return null;
    } finally {
      if (client.isOpen) client.destroy();
    }
  };
  const primaryNamed = async (port: number) => {
    const address = await ask<string[]>(port, ["SENTINEL", "GET-MASTER-ADDR-BY-NAME", MASTER_NAME]);
    return address ? Number(address[1]) : null;
  };
  const cluster: SentinelCluster = {
    sentinels: sentinelPorts.map((port) => `127.0.0.1:${port}`).join(","),
    sentinelNodes: sentinelPorts.map((port) => ({ host: "127.0.0.1", port })),
    primaryPort,
    replicaPort,
    async killPrimary() {
      primary.kill("SIGKILL");
      await new Promise((resolve) =>
        primary.exitCode !== null || primary.signalCode !== null ? resolve(undefined) : primary.once("exit", resolve),
      );
    },
    async untilPromoted(timeoutMs) {
      await waitFor(
        async () => ((await Promise.all(sentinelPorts.map(primaryNamed))).every((port) => port === replicaPort) ? true : null),
        timeoutMs,
        "la promozione della replica",
      );
      return Date.now();
    },
    async node(port) {
      const client = createClient({ socket: { host: "127.0.0.1", port } });
      client.on("error", () => undefined);
      await client.connect();
      return client;
    },
    async stop() {
      await Promise.all(processes.map((child) => stopProcess(child)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    // Ready: the replica is in sync, and every sentinel knows it and the two other sentinels.
    await waitFor(
      async () => {
        const replication = await ask<string>(replicaPort, ["INFO", "replication"]);
        if (!replication || !/master_link_status:up/.test(String(replication))) return null;
        const views = await Promise.all(sentinelPorts.map((port) => ask<unknown[]>(port, ["SENTINEL", "MASTER", MASTER_NAME])));
        const field = (view: unknown[] | null, name: string) => (view ? Number(view[view.indexOf(name) + 1]) : NaN);
        return views.every((view) => field(view, "num-slaves") === 1 && field(view, "num-other-sentinels") === 2) ? true : null;
      },
      30_000,
      "primario, replica e sentinelle",
    );
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}
