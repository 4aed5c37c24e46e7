import { Redis } from 'ioredis';

/**
 * The Redis connection that holds the rate-limit counters when the shop runs as several
 * processes (REDIS_URL): a limit then counts a client's requests across all of them. Answers
 * undefined when the connection cannot be made within a few seconds.
 */
export async function connectRateLimitRedis(url: string): Promise<Redis | undefined> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3000,
    // A request waits for at most one reconnection attempt; past that the limit is skipped
    // (see skipOnError in auth/plugin.ts) rather than the shop refusing shoppers.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
  });
  // Connection errors after start-up are logged by the rate limiter's skip; keep ioredis quiet.
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return undefined;
  }
}
