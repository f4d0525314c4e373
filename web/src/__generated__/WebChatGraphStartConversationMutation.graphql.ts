/**
 * @generated SignedSource<<3eae690150583adb370bcf92df576078>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WebChatGraphStartConversationMutation$variables = Record<PropertyKey, never>;
export type WebChatGraphStartConversationMutation$data = {
  readonly startConversation: {
    readonly conversation: {
      readonly id: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type WebChatGraphStartConversationMutation = {
  response: WebChatGraphStartConversationMutation$data;
  variables: WebChatGraphStartConversationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "input",
        "value": {}
      }
    ],
    "concreteType": "StartConversationPayload",
    "kind": "LinkedField",
    "name": "startConversation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Conversation",
        "kind": "LinkedField",
        "name": "conversation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "startConversation(input:{})"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WebChatGraphStartConversationMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WebChatGraphStartConversationMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "5b204318ec09b3ffbd010787443ea7ad",
    "id": null,
    "metadata": {},
    "name": "WebChatGraphStartConversationMutation",
    "operationKind": "mutation",
    "text": "mutation WebChatGraphStartConversationMutation {\n  startConversation(input: {}) {\n    conversation {\n      id\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1b89c87427aeedc4fc5765379755efb4";

export default node;
