import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';

/** The whole app on a database a test opened itself (a restored backup, a copied data folder). */
export function buildAppOn(config: AppConfig, database: DatabaseHandle): Promise<FastifyInstance> {
  return buildApp(config, { database, logger: false });
}
