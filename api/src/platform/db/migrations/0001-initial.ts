import { sql, type Kysely } from 'kysely';

// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await db.schema
    .createTable('states')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'varchar(2)', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('territory', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('surgery_types')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('doctors')
    .addColumn('npi', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('credential', 'text')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text')
    .addColumn('state_code', 'varchar(2)')
    .addColumn('postal_code', 'text')
    .addColumn('specialty', 'text')
    .addColumn('search_name', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Prefix search within a state, and trigram search for any part of a name.
  await sql`CREATE INDEX doctors_state_search_idx ON doctors (state_code, search_name text_pattern_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX doctors_search_prefix_idx ON doctors (search_name text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX doctors_search_trgm_idx ON doctors USING gin (search_name gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('facebook_user_id', 'text')
    .addColumn('image', 'text')
    .addColumn('background', 'text', (c) => c.notNull().defaultTo('#e0e0e0'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX users_username_lower_idx ON users (lower(username))`.execute(db);
  await sql`CREATE UNIQUE INDEX users_email_idx ON users (email) WHERE email IS NOT NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX users_facebook_idx ON users (facebook_user_id) WHERE facebook_user_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX users_created_idx ON users (created_at DESC, id DESC)`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('email_verifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('pending_facebook_auths')
    .addColumn('facebook_user_id', 'text', (c) => c.primaryKey())
    .addColumn('access_token_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id'))
    .addColumn('npi', 'varchar(10)', (c) => c.notNull().references('doctors.npi'))
    .addColumn('surgery_date', 'date', (c) => c.notNull())
    .addColumn('rating', 'smallint', (c) => c.check(sql`rating BETWEEN 1 AND 5`))
    .addColumn('symptom', 'smallint', (c) => c.notNull().check(sql`symptom BETWEEN 1 AND 7`))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX reviews_feed_idx ON reviews (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX reviews_user_feed_idx ON reviews (user_id, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX reviews_npi_idx ON reviews (npi)`.execute(db);

  await db.schema
    .createTable('review_procedures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('surgery_type_id', 'integer', (c) => c.references('surgery_types.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side IN ('left', 'right', 'bilateral')`))
    .addColumn('position', 'smallint', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX review_procedures_review_idx ON review_procedures (review_id, position)`.execute(db);

  await db.schema
    .createTable('updates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('rating', 'smallint', (c) => c.check(sql`rating BETWEEN 1 AND 5`))
    .addColumn('symptom', 'smallint', (c) => c.notNull().check(sql`symptom BETWEEN 1 AND 7`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX updates_review_idx ON updates (review_id, created_at, id)`.execute(db);

  await db.schema
    .createTable('comments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX comments_review_idx ON comments (review_id, created_at, id)`.execute(db);
  await sql`CREATE INDEX comments_parent_idx ON comments (parent_id)`.execute(db);

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('comment_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('source_comment_id', 'integer', (c) =>
      c.notNull().references('comments.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT is_read`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'notifications',
    'comments',
    'updates',
    'review_procedures',
    'reviews',
    'pending_facebook_auths',
    'email_verifications',
    'sessions',
    'users',
    'doctors',
    'surgery_types',
    'states',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
