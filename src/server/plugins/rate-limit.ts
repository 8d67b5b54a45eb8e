import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/errors';

/** Attempts per window, then a block (docs/requirements/shop.md §9 "Rate limits"). */
export interface RateLimitPolicy {
  limit: number;
  windowMs: number;
  blockMs: number;
  /**
   * What to do when the shared counter store (Redis) does not answer. 'closed' refuses with
   * 503 RATE_LIMIT_UNAVAILABLE: the limit guards accounts (password guessing), mail sent to other
   * people, or money, and an unlimited caller could do harm that outlasts the outage. 'open' lets
   * the request through (logged): the limit only stops floods and scraping, and refusing every
   * search, size recommendation or checkout while Redis restarts would close the shop for nothing.
   */
  onStoreDown?: 'open' | 'closed';
}

const MINUTE = 60_000;
export const RATE_LIMIT_POLICIES = {
  auth: { limit: 5, windowMs: 15 * MINUTE, blockMs: 30 * MINUTE, onStoreDown: 'closed' },
  contact: { limit: 3, windowMs: 5 * MINUTE, blockMs: 15 * MINUTE, onStoreDown: 'closed' },
  // Password-reset requests and resets, per address: like sign-in, but their own count, so a shopper
  // who forgot the password can still sign in after asking for a link.
  recovery: { limit: 5, windowMs: 15 * MINUTE, blockMs: 30 * MINUTE, onStoreDown: 'closed' },
  // Opening confirmation links, per address: the links are signed and cannot be guessed, so this
  // only stops floods; a household or an office behind one address confirms freely.
  emailLink: { limit: 30, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
  // Confirmation and change-of-address mails, per account: nobody needs more, and each is a mail sent.
  accountMail: { limit: 3, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE, onStoreDown: 'closed' },
  upload: { limit: 10, windowMs: MINUTE, blockMs: 5 * MINUTE },
  search: { limit: 30, windowMs: MINUTE, blockMs: 2 * MINUTE },
  // Recommendations and estimates are cheap but public; this stops scripted scraping, not shoppers.
  sizing: { limit: 60, windowMs: MINUTE, blockMs: 2 * MINUTE },
  // Placing orders and payment retries: generous for a household or an office behind one address.
  checkout: { limit: 30, windowMs: MINUTE, blockMs: 2 * MINUTE },
  // The built-in illustrator, per address: a drawing costs ~0.5 s of a core, so a visitor trying
  // prompts is welcome and a script is not.
  illustration: { limit: 10, windowMs: MINUTE, blockMs: 2 * MINUTE },
  // The paid images API, per account (the daily quota caps the spend; this caps bursts).
  imageApi: { limit: 5, windowMs: MINUTE, blockMs: 5 * MINUTE, onStoreDown: 'closed' },
  // Order conversations, per account (a guest per address): people talk fast, scripts faster (issue 38).
  messages: { limit: 20, windowMs: MINUTE, blockMs: MINUTE },
  // Phone confirmation codes and Connect Telegram links, per account: each code is an SMS paid for (issue 42).
  notificationLinks: { limit: 6, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE, onStoreDown: 'closed' },
  // Product reviews, per account and day (issue 43): writing or editing one, and helpful votes.
  reviews: { limit: 10, windowMs: 24 * 60 * MINUTE, blockMs: 60 * MINUTE },
  reviewVotes: { limit: 60, windowMs: 24 * 60 * MINUTE, blockMs: 60 * MINUTE },
  // Shipping quotes, per address (issue 40): a cart asks again as it changes; a script scraping rates is stopped.
  shippingQuote: { limit: 60, windowMs: MINUTE, blockMs: 2 * MINUTE },
  // Arrival windows, per address (issue 40): one call per product page or listing a shopper opens,
  // so twice the quote's; a script walking the catalogue for rates is stopped.
  shippingArrivals: { limit: 120, windowMs: MINUTE, blockMs: 2 * MINUTE },
  // A destination's zone, per address (issue 40): a listing asks once per destination and keeps it
  // minutes, so half the arrivals'; enough for a shopper trying destinations, not for a scraper.
  shippingZone: { limit: 60, windowMs: MINUTE, blockMs: 2 * MINUTE },
} as const satisfies Record<string, RateLimitPolicy>;
export type PolicyName = keyof typeof RATE_LIMIT_POLICIES;

/** The client shows 'Security Warning' when this many attempts or fewer remain. */
export const WARN_WHEN_REMAINING = 2;

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterMs: number;
}

export interface RateLimitStore {
  hit(key: string, policy: RateLimitPolicy): Promise<RateLimitResult>;
  /** How long the key stays blocked, in ms (0: not blocked). Counts nothing. */
  blockedFor(key: string): Promise<number>;
  /** Blocks the key now, for `ms`. */
  block(key: string, ms: number): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly entries = new Map<string, { count: number; windowEnds: number; blockedUntil: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), MINUTE);
    this.sweeper.unref();
  }

  async hit(key: string, policy: RateLimitPolicy): Promise<RateLimitResult> {
    const t = this.now();
    let entry = this.entries.get(key);
    if (entry && entry.blockedUntil > t) return { allowed: false, remaining: 0, retryAfterMs: entry.blockedUntil - t };
    if (!entry || entry.windowEnds <= t) {
      entry = { count: 0, windowEnds: t + policy.windowMs, blockedUntil: 0 };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    if (entry.count > policy.limit) {
      entry.blockedUntil = t + policy.blockMs;
      return { allowed: false, remaining: 0, retryAfterMs: policy.blockMs };
    }
    return { allowed: true, remaining: policy.limit - entry.count, retryAfterMs: 0 };
  }

  async blockedFor(key: string): Promise<number> {
    const entry = this.entries.get(key);
    return entry ? Math.max(0, entry.blockedUntil - this.now()) : 0;
  }

  async block(key: string, ms: number): Promise<void> {
    const t = this.now();
    const entry = this.entries.get(key) ?? { count: 0, windowEnds: t, blockedUntil: 0 };
    entry.blockedUntil = t + ms;
    this.entries.set(key, entry);
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }

  private sweep(): void {
    const t = this.now();
    for (const [key, e] of this.entries) if (e.windowEnds <= t && e.blockedUntil <= t) this.entries.delete(key);
  }
}

/** The same algorithm in one atomic Lua script, so several app instances share the counts. */
const HIT_SCRIPT = `
local blocked = redis.call('PTTL', KEYS[2])
if blocked > 0 then return {0, 0, blocked} end
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if count > tonumber(ARGV[1]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  redis.call('DEL', KEYS[1])
  return {0, 0, tonumber(ARGV[3])}
end
return {1, tonumber(ARGV[1]) - count, 0}`;

export class RedisRateLimitStore implements RateLimitStore {
  constructor(private readonly redis: Redis, private readonly prefix = 'tibeb:rl:') {}

  async hit(key: string, policy: RateLimitPolicy): Promise<RateLimitResult> {
    const [allowed, remaining, retry] = (await this.redis.eval(
      HIT_SCRIPT,
      2,
      `${this.prefix}${key}`,
      `${this.prefix}${key}:blocked`,
      policy.limit,
      policy.windowMs,
      policy.blockMs,
    )) as [number, number, number];
    return { allowed: allowed === 1, remaining, retryAfterMs: retry };
  }

  async blockedFor(key: string): Promise<number> {
    return Math.max(0, await this.redis.pttl(`${this.prefix}${key}:blocked`));
  }

  async block(key: string, ms: number): Promise<void> {
    await this.redis.set(`${this.prefix}${key}:blocked`, '1', 'PX', ms);
    await this.redis.del(`${this.prefix}${key}`);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}${key}`, `${this.prefix}${key}:blocked`);
  }

  async close(): Promise<void> {
    // quit() waits for an answer that a dead Redis never sends.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}

export interface RateLimiter {
  /** Counts one attempt; throws RATE_LIMITED (429) when the key is blocked. */
  consume(policy: PolicyName, key: string): Promise<RateLimitResult>;
  /** Throws RATE_LIMITED (429) while the key is blocked, without counting an attempt. */
  assertNotBlocked(policy: PolicyName, key: string): Promise<void>;
  /** Starts the policy's block for the key now. */
  block(policy: PolicyName, key: string): Promise<void>;
  /** The progressive delay before answering the n-th failure in a window (docs/requirements/shop.md §9). */
  failureDelayMs(failures: number): number;
  reset(policy: PolicyName, key: string): Promise<void>;
  keyFor(request: FastifyRequest, extra?: string): string;
  /** Where the counts live and whether it answers now (for /api/health; never part of its status). */
  storeHealth(): { kind: 'redis' | 'memory'; ok: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter;
  }
}

/** Asked again after this long: Redis restarts in seconds, and ioredis reconnects on its own. */
const STORE_DOWN_RETRY_S = 5;
const storeUnavailable = () =>
  new AppError(503, 'RATE_LIMIT_UNAVAILABLE', 'This is briefly unavailable. Please try again in a few seconds.', undefined, {
    'retry-after': String(STORE_DOWN_RETRY_S),
  });
/** One warning per this interval while the store is down, not one per request. */
const STORE_DOWN_LOG_MS = 10_000;

const tooManyAttempts = (retryAfterMs: number) =>
  new AppError(429, 'RATE_LIMITED', 'Too Many Attempts. Please wait before trying again.', undefined, {
    'retry-after': String(Math.ceil(retryAfterMs / 1000)),
    'x-ratelimit-remaining': '0',
  });

/** Doubles from the base with each failure, up to 16 times the base (4 s at the default 250 ms). */
const MAX_DELAY_FACTOR = 16;

export const rateLimitPlugin = fp<{ redisUrl: string | null; failureDelayBaseMs: number }>(async (app: FastifyInstance, opts) => {
  let store: RateLimitStore;
  let storeHealth: () => { kind: 'redis' | 'memory'; ok: boolean } = () => ({ kind: 'memory', ok: true });
  if (opts.redisUrl) {
    // ioredis (about 20 MB resident) is loaded only when Redis is configured.
    const { Redis: RedisClient } = await import('ioredis');
    // Commands fail at once while Redis is unreachable (no offline queue) and after a second when
    // it hangs, so a request never waits on reconnect attempts; ioredis keeps reconnecting.
    const redis = new RedisClient(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 1_000, connectTimeout: 2_000 });
    redis.on('error', () => undefined); // reported per request below, once per interval
    // Starting without Redis is allowed (the limits degrade as declared); give it a moment first.
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, 2_000);
      redis.once('ready', done);
    });
    if (redis.status !== 'ready') app.log.warn({ url: redactedUrl(opts.redisUrl) }, 'Redis for rate limits is not reachable yet');
    store = new RedisRateLimitStore(redis);
    storeHealth = () => ({ kind: 'redis', ok: redis.status === 'ready' });
  } else {
    store = new MemoryRateLimitStore();
  }
  app.addHook('onClose', async () => store.close());

  let lastDownLog = 0;
  /** The store failed: refuse (503) or let through, as the policy declares. */
  const storeDown = (policyName: PolicyName, err: unknown, failClosed: boolean) => {
    const now = Date.now();
    if (now - lastDownLog > STORE_DOWN_LOG_MS) {
      lastDownLog = now;
      app.log.warn({ err, policy: policyName }, 'rate-limit store unavailable: closed policies answer 503, open ones let requests through');
    }
    if (failClosed && (RATE_LIMIT_POLICIES[policyName] as RateLimitPolicy).onStoreDown === 'closed') throw storeUnavailable();
  };

  const limiter: RateLimiter = {
    storeHealth: () => storeHealth(),
    async consume(policyName, key) {
      const policy = RATE_LIMIT_POLICIES[policyName];
      let result: RateLimitResult;
      try {
        result = await store.hit(`${policyName}:${key}`, policy);
      } catch (err) {
        storeDown(policyName, err, true);
        return { allowed: true, remaining: policy.limit, retryAfterMs: 0 };
      }
      if (!result.allowed) throw tooManyAttempts(result.retryAfterMs);
      return result;
    },
    async assertNotBlocked(policyName, key) {
      let ms: number;
      try {
        ms = await store.blockedFor(`${policyName}:${key}`);
      } catch (err) {
        storeDown(policyName, err, true);
        return;
      }
      if (ms > 0) throw tooManyAttempts(ms);
    },
    async block(policyName, key) {
      try {
        await store.block(`${policyName}:${key}`, RATE_LIMIT_POLICIES[policyName].blockMs);
      } catch (err) {
        // The attempt that earned the block is answered anyway; the next one meets a closed policy's 503.
        storeDown(policyName, err, false);
      }
    },
    failureDelayMs(failures) {
      return failures <= 0 ? 0 : opts.failureDelayBaseMs * Math.min(MAX_DELAY_FACTOR, 2 ** (failures - 1));
    },
    async reset(policyName, key) {
      try {
        await store.reset(`${policyName}:${key}`);
      } catch (err) {
        // A reset follows a success (a right password): failing it must not undo that success.
        storeDown(policyName, err, false);
      }
    },
    keyFor(request, extra) {
      return extra ? `${request.ip}:${extra}` : request.ip;
    },
  };
  app.decorate('rateLimit', limiter);
});

/** The URL without its password, for logs. */
function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'redis://…';
  }
}
