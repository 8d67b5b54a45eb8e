import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the embedded database and sensible defaults', () => {
    const c = loadConfig({ NODE_ENV: 'test' });
    expect(c.database.kind).toBe('pglite');
    expect(c.port).toBe(3000);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.redisUrl).toBeNull();
  });

  it('switches to PostgreSQL, SMTP and Redis by URL', () => {
    const c = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://u@h:5432/db', SMTP_URL: 'smtp://h:25', REDIS_URL: 'redis://h:6379' });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/db' });
    expect(c.smtpUrl).toBe('smtp://h:25');
    expect(c.redisUrl).toBe('redis://h:6379');
  });

  it('keeps files on local disk unless a bucket is named, and reads the S3 settings', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).s3).toBeNull();
    const c = loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'tibeb-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_FORCE_PATH_STYLE: 'true' });
    expect(c.s3).toEqual({ endpoint: 'http://127.0.0.1:9000', bucket: 'tibeb-files', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true });
    // Without keys the SDK's own credential chain applies.
    expect(loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'tibeb-files' }).s3).toMatchObject({ endpoint: null, accessKeyId: null, forcePathStyle: false });
  });

  it('refuses half an S3 configuration', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET is required/);
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'tibeb-files', S3_ACCESS_KEY_ID: 'k' })).toThrow(/set together/);
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'tibeb-files', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
  });

  it('names every bad value in one clear message', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'test', PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO_DATA: 'maybe' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT: must be a number/);
    expect(message).toMatch(/DATABASE_URL: must be a URL starting with postgres:\/\/ or postgresql:\/\//);
    expect(message).toMatch(/SEED_DEMO_DATA: must be true or false/);
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET is required/);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) }).authSecret).toHaveLength(40);
  });
});
