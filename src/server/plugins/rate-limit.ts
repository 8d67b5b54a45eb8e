import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/errors';

/** Attempts per window, then a block (shop.md §9 "Rate limits"). */
export interface RateLimitPolicy {
  limit: number;
  windowMs: number;
  blockMs: number;
}

const MINUTE = 60_000;
export const RATE_LIMIT_POLICIES = {
  auth: { limit: 5, windowMs: 15 * MINUTE, blockMs: 30 * MINUTE },
  contact: { limit: 3, windowMs: 5 * MINUTE, blockMs: 15 * MINUTE },
  // Password-reset requests and resets, per address: like sign-in, but their own count, so a shopper
  // who forgot the password can still sign in after asking for a link.
  recovery: { limit: 5, windowMs: 15 * MINUTE, blockMs: 30 * MINUTE },
  // Opening confirmation links, per address: the links are signed and cannot be guessed, so this
  // only stops floods; a household or an office behind one address confirms freely.
  emailLink: { limit: 30, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
  // Confirmation and change-of-address mails, per account: nobody needs more, and each is a mail sent.
  accountMail: { limit: 3, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
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
  imageApi: { limit: 5, windowMs: MINUTE, blockMs: 5 * MINUTE },
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
    await this.redis.quit();
  }
}

export interface RateLimiter {
  /** Counts one attempt; throws RATE_LIMITED (429) when the key is blocked. */
  consume(policy: PolicyName, key: string): Promise<RateLimitResult>;
  /** Throws RATE_LIMITED (429) while the key is blocked, without counting an attempt. */
  assertNotBlocked(policy: PolicyName, key: string): Promise<void>;
  /** Starts the policy's block for the key now. */
  block(policy: PolicyName, key: string): Promise<void>;
  /** The progressive delay before answering the n-th failure in a window (shop.md §9). */
  failureDelayMs(failures: number): number;
  reset(policy: PolicyName, key: string): Promise<void>;
  keyFor(request: FastifyRequest, extra?: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter;
  }
}

const tooManyAttempts = (retryAfterMs: number) =>
  new AppError(429, 'RATE_LIMITED', 'Too Many Attempts. Please wait before trying again.', undefined, {
    'retry-after': String(Math.ceil(retryAfterMs / 1000)),
    'x-ratelimit-remaining': '0',
  });

/** Doubles from the base with each failure, up to 16 times the base (4 s at the default 250 ms). */
const MAX_DELAY_FACTOR = 16;

export const rateLimitPlugin = fp<{ redisUrl: string | null; failureDelayBaseMs: number }>(async (app: FastifyInstance, opts) => {
  const store: RateLimitStore = opts.redisUrl
    ? new RedisRateLimitStore(new Redis(opts.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }))
    : new MemoryRateLimitStore();
  app.addHook('onClose', async () => store.close());

  const limiter: RateLimiter = {
    async consume(policyName, key) {
      const policy = RATE_LIMIT_POLICIES[policyName];
      const result = await store.hit(`${policyName}:${key}`, policy);
      if (!result.allowed) throw tooManyAttempts(result.retryAfterMs);
      return result;
    },
    async assertNotBlocked(policyName, key) {
      const ms = await store.blockedFor(`${policyName}:${key}`);
      if (ms > 0) throw tooManyAttempts(ms);
    },
    async block(policyName, key) {
      await store.block(`${policyName}:${key}`, RATE_LIMIT_POLICIES[policyName].blockMs);
    },
    failureDelayMs(failures) {
      return failures <= 0 ? 0 : opts.failureDelayBaseMs * Math.min(MAX_DELAY_FACTOR, 2 ** (failures - 1));
    },
    async reset(policyName, key) {
      await store.reset(`${policyName}:${key}`);
    },
    keyFor(request, extra) {
      return extra ? `${request.ip}:${extra}` : request.ip;
    },
  };
  app.decorate('rateLimit', limiter);
});
