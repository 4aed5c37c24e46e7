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
    // A request waits for at most one reconnection attempt; past that the API's limits are
    // skipped (skipOnError in auth/plugin.ts) rather than the shop refusing shoppers, while
    // sign-in is refused (auth/routes.ts, decision 015).
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
  });
  // An outage after start-up is logged once by sign-in (auth/routes.ts); keep ioredis quiet.
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
