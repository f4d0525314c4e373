/**
 * @generated SignedSource<<affbff9ad246b2d6c46b031aaa615e9d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WebChatGraphConversationEventsSubscription$variables = {
  conversationId: string;
};
export type WebChatGraphConversationEventsSubscription$data = {
  readonly conversationEvents: {
    readonly conversationId: string;
    readonly messageId: string | null | undefined;
    readonly payload: any | null | undefined;
    readonly type: string;
  };
};
export type WebChatGraphConversationEventsSubscription = {
  response: WebChatGraphConversationEventsSubscription$data;
  variables: WebChatGraphConversationEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "conversationId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "conversationId",
        "variableName": "conversationId"
      }
    ],
    "concreteType": "ConversationEvent",
    "kind": "LinkedField",
    "name": "conversationEvents",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "conversationId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "messageId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "payload",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WebChatGraphConversationEventsSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebChatGraphConversationEventsSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3f48d2a8f7c1457c1270be7fb1644304",
    "id": null,
    "metadata": {},
    "name": "WebChatGraphConversationEventsSubscription",
    "operationKind": "subscription",
    "text": "subscription WebChatGraphConversationEventsSubscription(\n  $conversationId: ID!\n) {\n  conversationEvents(conversationId: $conversationId) {\n    conversationId\n    messageId\n    type\n    payload\n  }\n}\n"
  }
};
})();

(node as any).hash = "3d0008b2b40ef4912a828935046ecd2b";

export default node;
