/**
 * @generated SignedSource<<d1c640675fde766e4b99d5c59f02dc57>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WebChatGraphStartConversationMutation$variables = {
  title?: string | null | undefined;
};
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
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "title"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "title",
            "variableName": "title"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WebChatGraphStartConversationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebChatGraphStartConversationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9531c66a22bba61965ed61398d648f12",
    "id": null,
    "metadata": {},
    "name": "WebChatGraphStartConversationMutation",
    "operationKind": "mutation",
    "text": "mutation WebChatGraphStartConversationMutation(\n  $title: String\n) {\n  startConversation(input: {title: $title}) {\n    conversation {\n      id\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "347ca0c65055f1eaaa459aa7f3084d81";

export default node;
