import type { ChildProcess } from "node:child_process";
import net from "node:net";

/** True once something accepts a TCP connection on the loopback port. */
export function tcpAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new net.Socket();
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.connect(port, "127.0.0.1");
  });
}

/** Asks `probe` every 200 ms until it gives a value, or fails naming `what` after `timeoutMs`. */
export async function waitFor<T>(probe: () => Promise<T | null>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} non pronto entro ${timeoutMs / 1000} s`);
}

/** SIGTERM, and SIGKILL if the process is still there 12 s later (longer than a server's graceful stop). */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 12_000).unref();
  });
}
