import { useCallback, useEffect, useRef, useState } from 'react';
import { commitMutation, fetchQuery, requestSubscription, useRelayEnvironment } from 'react-relay';
import type { Disposable, Environment, GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import type { WebChatGraphAskMutation } from '../__generated__/WebChatGraphAskMutation.graphql.ts';
import type { WebChatGraphConversationEventsSubscription } from '../__generated__/WebChatGraphConversationEventsSubscription.graphql.ts';
import type { WebChatGraphMessagesQuery } from '../__generated__/WebChatGraphMessagesQuery.graphql.ts';
import type { WebChatGraphStartConversationMutation } from '../__generated__/WebChatGraphStartConversationMutation.graphql.ts';
import { askMutation, conversationEventsSubscription, messagesQuery, startConversationMutation } from './WebChatGraph.ts';
import { answerOf, emptyAnswer, type ChatTurn } from './chat-types.ts';
import { applyEvent, type LiveEvent } from './live-events.ts';
import { liveConnection } from '../relay/environment.ts';

function mutate<T extends MutationParameters>(environment: Environment, mutation: GraphQLTaggedNode, variables: T['variables']): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, { mutation, variables, onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0].message)) : resolve(response)), onError: reject });
  });
}

/**
 * The thread of one conversation. Asking subscribes to the conversation's events first (graphql-ws), so the sentence,
 * table and chart stream in; the ask mutation's finished answer completes whatever the stream did not deliver.
 */
export function useChatThread(onConversationsChanged: () => void) {
  const environment = useRelayEnvironment();
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const [loading, setLoading] = useState(false);
  const live = useRef<{ id: string; subscription: Disposable; ready: Promise<void> } | null>(null);
  const pendingKey = useRef<string | null>(null);

  const update = useCallback((key: string, change: (turn: ChatTurn) => ChatTurn) => setTurns((all) => all.map((turn) => (turn.key === key ? change(turn) : turn))), []);

  const follow = useCallback(
    (id: string): Promise<void> => {
      if (live.current?.id === id) return live.current.ready;
      live.current?.subscription.dispose();
      let started: () => void = () => {};
      // The gateway acknowledges the subscription before the first event; once the socket is up, a short grace lets
      // it attach before asking (a failed subscription asks at once).
      const ready = new Promise<void>((resolve) => {
        started = resolve;
      });
      const subscription = requestSubscription<WebChatGraphConversationEventsSubscription>(environment, {
        subscription: conversationEventsSubscription,
        variables: { conversationId: id },
        onNext: (response) => {
          const event = response?.conversationEvents as LiveEvent | undefined;
          const key = pendingKey.current;
          if (event && key) update(key, (turn) => applyEvent(turn, event));
        },
        onError: () => {
          if (live.current?.id === id) live.current = null;
          started();
        },
      });
      void liveConnection().then(() => setTimeout(started, 150));
      live.current = { id, subscription, ready };
      return ready;
    },
    [environment, update],
  );

  useEffect(() => () => live.current?.subscription.dispose(), []);

  const open = useCallback(
    async (id: string | null) => {
      pendingKey.current = null;
      setConversationId(id);
      setTurns([]);
      if (!id) return;
      setLoading(true);
      try {
        const data = await fetchQuery<WebChatGraphMessagesQuery>(environment, messagesQuery, { conversationId: id }, { fetchPolicy: 'network-only' }).toPromise();
        const loaded: ChatTurn[] = [];
        for (const { node } of data?.conversationMessages.edges ?? []) {
          if (node.role === 'USER') loaded.push({ key: node.id, question: node.text, status: 'done', kind: null, answer: emptyAnswer(), error: null, streamed: 0, streamDone: false });
          else if (loaded.length && node.answer) loaded[loaded.length - 1] = { ...loaded[loaded.length - 1], answer: answerOf(node.answer) };
        }
        setTurns(loaded);
        void follow(id);
      } catch {
        // A conversation that cannot be read (deleted, or the connection dropped) leaves an empty thread to ask in.
        setConversationId(null);
      } finally {
        setLoading(false);
      }
    },
    [environment, follow],
  );

  const ask = useCallback(
    async (question: string) => {
      const key = `turn-${Date.now()}`;
      setTurns((all) => [...all, { key, question, status: 'understanding', kind: null, answer: emptyAnswer(), error: null, streamed: 0, streamDone: false }]);
      pendingKey.current = key;
      try {
        let id = conversationId;
        if (!id) {
          const started = await mutate<WebChatGraphStartConversationMutation>(environment, startConversationMutation, { title: question });
          id = started.startConversation.conversation?.id ?? null;
          if (id) setConversationId(id);
          // Listed at once, titled with its first question.
          onConversationsChanged();
        }
        if (id) await follow(id).catch(() => {});
        const asked = await mutate<WebChatGraphAskMutation>(environment, askMutation, { input: { conversationId: id, question, locale: null } });
        const payload = asked.ask;
        if (payload.userErrors.length) {
          update(key, (turn) => ({ ...turn, status: 'error', error: payload.userErrors[0].message }));
        } else if (payload.answer) {
          // The finished answer wins: it is what the stream built up to, and fills in anything the stream missed.
          const finished = answerOf(payload.answer);
          update(key, (turn) => ({ ...turn, status: 'done', answer: finished }));
        }
        if (payload.conversation?.id && payload.conversation.id !== id) setConversationId(payload.conversation.id);
        onConversationsChanged();
      } catch {
        // A dropped connection or a server fault: the bubble says so in the interface's language (a transport's
        // message, "Failed to fetch", is no message for an owner).
        update(key, (turn) => ({ ...turn, status: 'error', error: null }));
      }
      // pendingKey stays: events still in flight when the ask returned are counted for this turn.
    },
    [conversationId, environment, follow, onConversationsChanged, update],
  );

  return { conversationId, turns, loading, open, ask };
}
