import type pg from 'pg';
import type { Conversation } from './conversation.entity.ts';

const COLUMNS = `id::text, store_id::text AS "storeId", user_id::text AS "userId", channel, title, context,
  closed_at AS "closedAt", created_at AS "createdAt", updated_at AS "updatedAt",
  nextval(pg_get_serial_sequence('chat_message', 'id'))::text AS first_id, nextval(pg_get_serial_sequence('chat_message', 'id'))::text AS second_id`;

export interface ConversationForQuestion {
  conversation: Conversation;
  /** Ids reserved for the question and its answer, in that order, so the answer's events can name it at once. */
  questionId: string;
  answerId: string;
  opened: boolean;
}

function read(row: Record<string, any> | undefined, opened: boolean): ConversationForQuestion | null {
  if (!row) return null;
  const { first_id: first, second_id: second, ...conversation } = row;
  const [questionId, answerId] = BigInt(first) < BigInt(second) ? [first, second] : [second, first];
  return { conversation: conversation as Conversation, questionId, answerId, opened };
}

/**
 * The conversation a question goes to, found or opened, together with the ids of the two messages about to be
 * written: one round trip before the engine runs, so the first streamed event can leave within milliseconds.
 */
export async function conversationForQuestion(
  pool: pg.Pool,
  who: { storeId: string; userId: string | null },
  wanted: { conversationId: string | null; continueLatest: boolean; channel: string; title: string },
): Promise<ConversationForQuestion | null> {
  if (wanted.conversationId) {
    // A conversation belongs to the user who opened it: another member of the store finds nothing (ADR 49).
    const { rows } = await pool.query(
      `SELECT ${COLUMNS} FROM chat_conversation WHERE id = $1 AND store_id = $2 AND user_id IS NOT DISTINCT FROM $3`,
      [wanted.conversationId, who.storeId, who.userId],
    );
    return read(rows[0], false);
  }
  if (wanted.continueLatest) {
    const { rows } = await pool.query(
      `SELECT ${COLUMNS} FROM chat_conversation WHERE store_id = $1 AND user_id IS NOT DISTINCT FROM $2 AND channel = $3 AND closed_at IS NULL
        ORDER BY updated_at DESC, id DESC LIMIT 1`,
      [who.storeId, who.userId, wanted.channel],
    );
    if (rows[0]) return read(rows[0], false);
  }
  const { rows } = await pool.query(
    `INSERT INTO chat_conversation (store_id, user_id, channel, title) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
    [who.storeId, who.userId, wanted.channel, wanted.title.slice(0, 120)],
  );
  return read(rows[0], true);
}
