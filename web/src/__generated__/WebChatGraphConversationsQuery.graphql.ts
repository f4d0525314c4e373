/**
 * @generated SignedSource<<56e4674fc4ac3d4fad6e2196af58797d>>
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
  readonly viewer: {
    readonly defaultStore: {
      readonly currency: string;
    } | null | undefined;
  } | null | undefined;
};
export type WebChatGraphConversationsQuery = {
  response: WebChatGraphConversationsQuery$data;
  variables: WebChatGraphConversationsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
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
            (v1/*:: as any*/),
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WebChatGraphConversationsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Store",
            "kind": "LinkedField",
            "name": "defaultStore",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v2/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WebChatGraphConversationsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Store",
            "kind": "LinkedField",
            "name": "defaultStore",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      (v2/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "718ac839f28598a4c307df1beca8bd8d",
    "id": null,
    "metadata": {},
    "name": "WebChatGraphConversationsQuery",
    "operationKind": "query",
    "text": "query WebChatGraphConversationsQuery {\n  viewer {\n    defaultStore {\n      currency\n      id\n    }\n    id\n  }\n  conversations(first: 30, channel: \"web\") {\n    edges {\n      node {\n        id\n        title\n        closed\n        updatedAt\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d1d065d5a7a90a65e1e4dfcd6df12c7c";

export default node;
