// A real upstream for tests: its own database (PGlite in memory, or a throwaway database on a
// PostgreSQL server), migrated and seeded, listening on 127.0.0.1 at a random port. Closed, and
// the database dropped, when the test ends.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildUpstreamApp } from '../../upstream/app.ts';
import { loadUpstreamConfig } from '../../upstream/config.ts';
import type { Database } from '../../upstream/db/database.ts';
import { prepareDatabase } from '../../upstream/db/prepare.ts';
import { loadTokenSecret } from '../../upstream/domain/identity/secret.ts';
import { type StartSessionOptions, startSession } from '../../upstream/domain/identity/sessions.ts';
import { createTokenSigner } from '../../upstream/domain/identity/tokens.ts';
import type { DomainVerdict } from '../../upstream/domain/signup/email-domains.ts';
import type { UpstreamServices } from '../../upstream/graphql/context.ts';
import { seededTestDatabase } from './database-snapshot.ts';

export interface Closable {
  teardown(fn: () => unknown): void;
}

const databasesToDrop = new Map<Closable, string[]>();
const openUpstreams = new Map<Closable, number>();

export interface OutboxRecord {
  readonly id: string;
  readonly recipient: string;
  readonly channel: string;
  readonly template: string;
  readonly locale: string;
  readonly payload: Record<string, unknown>;
  readonly status: string;
}

export interface TestUpstream {
  readonly url: string;
  // Where this upstream keeps uploaded files.
  readonly uploadsDir: string;
  // Where this upstream keeps professionals' documents.
  readonly documentsDir: string;
  readonly origin: string;
  readonly db: Database;
  readonly app: FastifyInstance;
  // The messages queued for a recipient, newest first (what the person would receive).
  messagesTo(recipient: string, template?: string): Promise<OutboxRecord[]>;
  // Opens a session directly (as assuming or impersonating would) and returns its access token.
  sessionFor(options: StartSessionOptions): Promise<string>;
  // The id of the user with this email.
  userId(email: string): Promise<string>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

// DNS in tests is a double: these domains cannot receive mail, every other one can.
export const DOMAINS_WITHOUT_MAIL = ['no-mail.example', 'nxdomain.example'];
export const testEmailDomains: UpstreamServices['emailDomains'] = {
  check: async (domain): Promise<DomainVerdict> =>
    DOMAINS_WITHOUT_MAIL.includes(domain.toLowerCase()) ? 'no-mail' : 'accepts-mail',
};

// Creates a database of its own on the PostgreSQL server and returns its URL; it is dropped when the
// last upstream the test started on it has closed.
export async function createTestDatabase(t: Closable): Promise<string> {
  const name = `hearth_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  // tap runs teardowns in the order they were added: dropping here would pull the database from
  // under upstreams started later. It is dropped when the test's last upstream has closed.
  databasesToDrop.set(t, [...(databasesToDrop.get(t) ?? []), name]);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.href;
}

// Counts an upstream the test started; the returned function, called once it has stopped, drops
// the test's databases when it was the last one.
export function upstreamOpened(t: Closable): () => Promise<void> {
  openUpstreams.set(t, (openUpstreams.get(t) ?? 0) + 1);
  return async () => {
    const open = (openUpstreams.get(t) ?? 1) - 1;
    openUpstreams.set(t, open);
    if (open > 0) return;
    const names = databasesToDrop.get(t) ?? [];
    databasesToDrop.delete(t);
    if (names.length === 0) return;
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}

export interface StartUpstreamOptions {
  readonly databaseUrl?: string;
  readonly env?: Record<string, string>;
  readonly services?: Partial<UpstreamServices>;
}

// UPSTREAM_TEST_ENGINE=postgres runs every test upstream on a database of its own on the
// PostgreSQL server instead of an in-memory PGlite (npm test does a second run that way).
const ENGINE = process.env.UPSTREAM_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export async function startUpstream(t: Closable, options: StartUpstreamOptions = {}): Promise<TestUpstream> {
  const databaseUrl = options.databaseUrl ?? (ENGINE === 'postgres' ? await createTestDatabase(t) : undefined);
  // Uploaded files go to a folder of the test's own, removed when it ends.
  const uploadsDir = mkdtempSync(join(tmpdir(), 'hearth-uploads-'));
  t.teardown(() => rmSync(uploadsDir, { recursive: true, force: true }));
  const documentsDir = mkdtempSync(join(tmpdir(), 'hearth-documents-'));
  t.teardown(() => rmSync(documentsDir, { recursive: true, force: true }));
  const config = loadUpstreamConfig({
    APP_ENV: 'test',
    UPSTREAM_PORT: '0',
    DATA_DIR: 'memory://',
    UPLOADS_DIR: uploadsDir,
    DOCUMENTS_DIR: documentsDir,
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  // An in-memory PGlite starts from the seeded snapshot (database-snapshot.ts).
  const db =
    config.databaseUrl || config.dataDir !== 'memory://' ? await prepareDatabase(config) : await seededTestDatabase();
  const app = await buildUpstreamApp({
    config,
    db,
    services: { emailDomains: testEmailDomains, ...options.services },
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const closed = upstreamOpened(t);
  t.teardown(async () => {
    await app.close();
    await db.close();
    await closed();
  });
  return {
    url: `${address}/graphql`,
    uploadsDir,
    documentsDir,
    origin: address,
    db,
    app,
    messagesTo: (recipient, template) =>
      db.query<OutboxRecord>(
        `SELECT id, recipient, channel, template, locale, payload, status FROM outbox_messages
          WHERE lower(recipient) = lower($1) AND ($2::text IS NULL OR template = $2)
          ORDER BY created_at DESC, id DESC`,
        [recipient, template ?? null],
      ),
    async sessionFor(session) {
      const signer = createTokenSigner(await loadTokenSecret(db, config));
      return (await startSession(db, signer, config, session)).tokens.accessToken;
    },
    async userId(email) {
      const [row] = await db.query<{ id: string }>('SELECT id FROM users WHERE email_normalised = lower($1)', [email]);
      if (!row) throw new Error(`No user ${email}`);
      return row.id;
    },
  };
}
