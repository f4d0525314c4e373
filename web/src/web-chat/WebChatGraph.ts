import { graphql } from 'react-relay';

/** The web chat's operations, run imperatively: the thread is local state fed by the ask payload and live events. */
export const conversationsQuery = graphql`
  query WebChatGraphConversationsQuery($first: Int!, $after: String) {
    viewer {
      defaultStore {
        currency
      }
    }
    conversations(first: $first, after: $after, channel: "web") {
      edges {
        node {
          id
          title
          closed
          updatedAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/** Questions to start with, about what the store holds, in the user's language (empty while it holds nothing). */
export const starterQuestionsQuery = graphql`
  query WebChatGraphStarterQuestionsQuery {
    starterQuestions
  }
`;

export const messagesQuery = graphql`
  query WebChatGraphMessagesQuery($conversationId: ID!) {
    conversationMessages(conversationId: $conversationId, last: 100) {
      edges {
        node {
          id
          role
          text
          language
          answer {
            ...WebChatGraphAnswer @relay(mask: false)
          }
        }
      }
    }
  }
`;

export const answerFragment = graphql`
  fragment WebChatGraphAnswer on Answer {
    text
    language
    table {
      columns {
        key
        label
        type
      }
      rows
      totals
    }
    chart
    sql
    period {
      label
    }
    suggestions
  }
`;

export const startConversationMutation = graphql`
  mutation WebChatGraphStartConversationMutation($title: String) {
    startConversation(input: { title: $title }) {
      conversation {
        id
      }
      userErrors {
        message
      }
    }
  }
`;

export const askMutation = graphql`
  mutation WebChatGraphAskMutation($input: AskInput!) {
    ask(input: $input) {
      conversation {
        id
      }
      message {
        id
      }
      answer {
        ...WebChatGraphAnswer @relay(mask: false)
      }
      userErrors {
        message
      }
    }
  }
`;

export const clearContextMutation = graphql`
  mutation WebChatGraphClearContextMutation($input: ClearContextInput!) {
    clearContext(input: $input) {
      message
      userErrors {
        message
      }
    }
  }
`;

export const conversationEventsSubscription = graphql`
  subscription WebChatGraphConversationEventsSubscription($conversationId: ID!) {
    conversationEvents(conversationId: $conversationId) {
      conversationId
      messageId
      type
      payload
    }
  }
`;
