/** The pub/sub topic of a conversation's events; the store is part of it so topics never cross stores. */
export const conversationTopic = (storeId: string, conversationId: string) => `conversation:${storeId}:${conversationId}`;

export interface ConversationEvent {
  conversationId: string;
  messageId: string | null;
  type: 'message' | 'understood' | 'running' | 'text' | 'table' | 'chart' | 'done' | 'error';
  payload: unknown;
}
