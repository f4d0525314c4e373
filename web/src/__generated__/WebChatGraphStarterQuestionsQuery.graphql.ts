/**
 * @generated SignedSource<<58dd5853573719dfe52f451377d09681>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WebChatGraphStarterQuestionsQuery$variables = Record<PropertyKey, never>;
export type WebChatGraphStarterQuestionsQuery$data = {
  readonly starterQuestions: ReadonlyArray<string>;
};
export type WebChatGraphStarterQuestionsQuery = {
  response: WebChatGraphStarterQuestionsQuery$data;
  variables: WebChatGraphStarterQuestionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "starterQuestions",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WebChatGraphStarterQuestionsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WebChatGraphStarterQuestionsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0cf0cd99631a5fc924f4f3493e9d397a",
    "id": null,
    "metadata": {},
    "name": "WebChatGraphStarterQuestionsQuery",
    "operationKind": "query",
    "text": "query WebChatGraphStarterQuestionsQuery {\n  starterQuestions\n}\n"
  }
};
})();

(node as any).hash = "0841db670d808236cbee3bfaedbbe27a";

export default node;
