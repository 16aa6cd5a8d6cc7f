import { sql } from 'kysely';
import pino from 'pino';
import { isPostgres } from '../core/db/migrations/helpers.js';
import { ensureAdmin, credentialsBox } from './admin.js';
import { type FirstStartContext, type SeedContext, seedReference } from './reference.js';

// First-start seeding: reference data on every start (it only adds what is missing), the admin
// account when there is none, and the demo content once, on an empty database, when the caller hands
// it in (packages/demo-seed, ADR 020).

/** Arbitrary constant naming the PostgreSQL advisory lock that serialises seeding. */
const SEED_LOCK = 4_207_311;

/** What the demo seed (packages/demo-seed, ADR 020) reports: the counts it wrote and the shared password. */
export interface DemoSummary {
  counts: Record<string, number>;
  /** Every demo account signs in with this password (generated per install). */
  password: string;
  sampleAgentEmail: string;
  ms: number;
}

/** Adds the demo content to an empty database; the server carries none, the start script hands it in. */
export type SeedDemo = (ctx: FirstStartContext) => Promise<DemoSummary>;

export interface SeedOptions {
  /** Where the one-time credentials go; stdout unless given. */
  print?: (text: string) => void;
  /** The demo seed, when SEED_DEMO is on and the caller loaded it. */
  demo?: SeedDemo | undefined;
}

/**
 * Several instances may start at once against one PostgreSQL database: an advisory lock, held
 * on one pooled connection, lets one of them seed while the others wait and then find the
 * work done.
 */
async function withSeedLock<T>(ctx: SeedContext, run: () => Promise<T>): Promise<T> {
  if (!isPostgres(ctx.db)) return run();
  return ctx.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SEED_LOCK})`.execute(connection);
    try {
      return await run();
    } finally {
      await sql`select pg_advisory_unlock(${SEED_LOCK})`.execute(connection);
    }
  });
}

export async function seedOnFirstStart(ctx: FirstStartContext, options: SeedOptions = {}): Promise<void> {
  const { env, db } = ctx;
  const log = pino({ level: env.LOG_LEVEL, base: { module: 'seed' } });
  const print = options.print ?? ((text: string) => process.stdout.write(`${text}\n`));

  await withSeedLock(ctx, async () => {
    let started = performance.now();
    await seedReference(ctx);
    log.info({ ms: Math.round(performance.now() - started) }, 'reference data ready');

    started = performance.now();
    const admin = await ensureAdmin(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    if (admin) log.info({ email: admin.email, ms: Math.round(performance.now() - started) }, 'admin account created');

    const seedDemo = env.SEED_DEMO ? options.demo : undefined;
    const isEmpty = seedDemo !== undefined && (await db.selectFrom('properties').select('id').limit(1).executeTakeFirst()) === undefined;
    const demo = seedDemo && isEmpty ? await seedDemo(ctx) : null;
    if (demo) log.info({ ms: demo.ms, ...demo.counts }, 'demo content seeded');

    const lines = [
      ...(admin
        ? [
            'Abode administrator account',
            `  email:    ${admin.email}`,
            `  password: ${admin.generatedPassword ?? '(the ADMIN_PASSWORD you configured)'}`,
          ]
        : []),
      ...(demo
        ? [
            ...(admin ? [''] : []),
            'Demo accounts (agents and users, all @example.com)',
            `  e.g.      ${demo.sampleAgentEmail}`,
            `  password: ${demo.password}`,
          ]
        : []),
    ];
    if (lines.length) print(credentialsBox([...lines, '', 'Shown only this once: note it down now.']));
  });
}
