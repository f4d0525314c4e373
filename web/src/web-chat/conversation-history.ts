import { fetchQuery } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { WebChatGraphConversationsQuery } from '../__generated__/WebChatGraphConversationsQuery.graphql.ts';
import type { ConversationItem } from './ConversationList.tsx';
import { conversationsQuery } from './WebChatGraph.ts';

/** Conversations listed at first, and added by each "Show older conversations". */
export const HISTORY_PAGE = 30;
/** The most the API returns in one page (MAX_PAGE): longer histories are read page after page. */
const API_PAGE = 100;

/** The owner's latest `count` web conversations, read in pages, and whether older ones remain. */
export async function loadConversations(environment: Environment, count: number) {
  const items: ConversationItem[] = [];
  let after: string | null = null;
  let currency: string | null = null;
  for (;;) {
    const data: WebChatGraphConversationsQuery['response'] | undefined = await fetchQuery<WebChatGraphConversationsQuery>(
      environment, conversationsQuery, { first: Math.min(API_PAGE, count - items.length), after }, { fetchPolicy: 'network-only' },
    ).toPromise();
    if (!data) throw new Error('no conversations');
    currency = data.viewer?.defaultStore?.currency ?? null;
    items.push(...data.conversations.edges.map(({ node }) => node));
    const { hasNextPage, endCursor }: { hasNextPage: boolean; endCursor?: string | null } = data.conversations.pageInfo;
    if (!hasNextPage || items.length >= count) return { items, currency, hasOlder: hasNextPage };
    after = endCursor ?? null;
  }
}
