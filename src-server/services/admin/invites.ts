import type { InviteDto, OneTimeLinkDto } from '../../../src/schemas/admin.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { deleteInvite, insertInvite, listOpenInvites } from '../../repositories/invites.ts';
import { generateSecret, hashSecret } from '../auth/tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An invite link that signs up one account before it expires; only the token's hash is kept. */
export async function createInvite(db: Database, adminId: string, expiresInDays: number, origin: string, now = new Date()): Promise<OneTimeLinkDto> {
  const token = generateSecret();
  const invite = await insertInvite(db, { tokenHash: hashSecret(token), createdBy: adminId, expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS) });
  return { url: `${origin}/accept-invite?token=${token}`, expiresAt: new Date(invite.expires_at).toISOString() };
}

export async function listInvites(db: Database): Promise<InviteDto[]> {
  const rows = await listOpenInvites(db);
  return rows.map((r) => ({ id: r.id, expiresAt: new Date(r.expires_at).toISOString(), createdAt: new Date(r.created_at).toISOString() }));
}

export async function revokeInvite(db: Database, id: number): Promise<void> {
  if (!(await deleteInvite(db, id))) throw new AppError('NOT_FOUND', 'inviteNotFound');
}
