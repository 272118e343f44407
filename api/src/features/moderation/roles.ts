/**
 * Granting and revoking the moderator role. Only the command line does this
 * (`npm run grant-moderator -- <email>`); each change is appended to the audit log.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/db-types';
import { inTransaction } from '../../platform/db/in-transaction';

export type RoleChange = 'grant' | 'revoke';

export class RoleChangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RoleChangeError';
  }
}

/**
 * Sets the member's role and audits it as done by `by` (e.g. 'command line (alice)'). Returns the
 * line to print; an unknown email throws RoleChangeError with the line to print.
 */
export async function changeRole(db: Db, change: RoleChange, email: string, by: string): Promise<string> {
  const wanted = change === 'grant' ? 'moderator' : 'member';
  return inTransaction(db, async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'role'])
      .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw new RoleChangeError(`No member has the email ${email.trim()}.`);
    const shown = user.email ?? email.trim();
    if (user.role === wanted) {
      return change === 'grant' ? `${shown} is already a moderator.` : `${shown} is not a moderator.`;
    }
    await trx.updateTable('users').set({ role: wanted }).where('id', '=', user.id).execute();
    await trx
      .insertInto('moderation_audit')
      .values({
        moderator_id: null,
        moderator: by,
        action: change === 'grant' ? 'grant_moderator' : 'revoke_moderator',
        item_type: 'member',
        item_id: user.id,
        target_user_id: user.id,
        reason: change === 'grant' ? 'Moderator role granted' : 'Moderator role revoked',
      })
      .execute();
    return change === 'grant' ? `${shown} is now a moderator.` : `${shown} is no longer a moderator.`;
  });
}
