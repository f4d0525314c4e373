/**
 * @generated SignedSource<<855ca605b6a3ce3cc44e6bd73d222672>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WebChatGraphConversationsQuery$variables = Record<PropertyKey, never>;
export type WebChatGraphConversationsQuery$data = {
  readonly conversations: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly closed: boolean;
        readonly id: string;
        readonly title: string | null | undefined;
        readonly updatedAt: string;
      };
    }>;
  };
};
export type WebChatGraphConversationsQuery = {
  response: WebChatGraphConversationsQuery$data;
  variables: WebChatGraphConversationsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "channel",
        "value": "web"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 30
      }
    ],
    "concreteType": "ConversationConnection",
    "kind": "LinkedField",
    "name": "conversations",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ConversationEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Conversation",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "closed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "conversations(channel:\"web\",first:30)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WebChatGraphConversationsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WebChatGraphConversationsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a92eddeb1acb3e6b277e6311f8832121",
    "id": null,
    "metadata": {},
    "name": "WebChatGraphConversationsQuery",
    "operationKind": "query",
    "text": "query WebChatGraphConversationsQuery {\n  conversations(first: 30, channel: \"web\") {\n    edges {\n      node {\n        id\n        title\n        closed\n        updatedAt\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3e75679f6b015a4d8f71a740fcf1dec2";

export default node;
