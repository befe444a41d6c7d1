import { createClient } from "redis";

export type RedisConnection = ReturnType<typeof createClient>;

/**
 * One shared Redis connection for sessions and rate-limit counters, opened when
 * REDIS_URL is set. Connection errors are logged instead of crashing the process:
 * the client reconnects on its own.
 */
export async function connectRedis(url: string, onError: (error: Error) => void): Promise<RedisConnection> {
  const client = createClient({ url });
  client.on("error", onError);
  await client.connect();
  return client;
}
