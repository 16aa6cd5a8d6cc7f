import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.js';
import type { SessionService } from './auth/session.service.js';

export interface FeatureDeps extends AppDeps {
  sessions: SessionService;
}

/** Wires each feature's repository → service → routes under /api. */
export async function registerFeatures(api: FastifyInstance, deps: FeatureDeps): Promise<void> {
  void api;
  void deps;
}
