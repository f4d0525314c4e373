/**
 * @generated SignedSource<<8e3c35845cbc53c6289901e2ec059aad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ClearContextInput = {
  conversationId?: string | null | undefined;
};
export type WebChatGraphClearContextMutation$variables = {
  input: ClearContextInput;
};
export type WebChatGraphClearContextMutation$data = {
  readonly clearContext: {
    readonly message: string;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type WebChatGraphClearContextMutation = {
  response: WebChatGraphClearContextMutation$data;
  variables: WebChatGraphClearContextMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ClearContextPayload",
    "kind": "LinkedField",
    "name": "clearContext",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          (v1/*:: as any*/)
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
    "name": "WebChatGraphClearContextMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebChatGraphClearContextMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "4cf4548c88deff12494d04768d43be4c",
    "id": null,
    "metadata": {},
    "name": "WebChatGraphClearContextMutation",
    "operationKind": "mutation",
    "text": "mutation WebChatGraphClearContextMutation(\n  $input: ClearContextInput!\n) {\n  clearContext(input: $input) {\n    message\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "55f327badf2c783350355c476ddbf9e0";

export default node;
