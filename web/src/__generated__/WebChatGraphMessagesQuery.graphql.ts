/**
 * @generated SignedSource<<810b72ae8760a4a1c2b1f4d73277c023>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MessageRole = "ASSISTANT" | "USER" | "%future added value";
export type WebChatGraphMessagesQuery$variables = {
  conversationId: string;
};
export type WebChatGraphMessagesQuery$data = {
  readonly conversationMessages: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly answer: {
          readonly chart: any | null | undefined;
          readonly language: string;
          readonly period: {
            readonly label: string;
          } | null | undefined;
          readonly sql: string | null | undefined;
          readonly suggestions: ReadonlyArray<string>;
          readonly table: {
            readonly columns: ReadonlyArray<{
              readonly key: string;
              readonly label: string;
              readonly type: string;
            }>;
            readonly rows: ReadonlyArray<any>;
            readonly totals: any | null | undefined;
          };
          readonly text: string;
        } | null | undefined;
        readonly id: string;
        readonly language: string;
        readonly role: MessageRole;
        readonly text: string;
      };
    }>;
  };
};
export type WebChatGraphMessagesQuery = {
  response: WebChatGraphMessagesQuery$data;
  variables: WebChatGraphMessagesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "conversationId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "language",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "conversationId",
        "variableName": "conversationId"
      },
      {
        "kind": "Literal",
        "name": "last",
        "value": 100
      }
    ],
    "concreteType": "MessageConnection",
    "kind": "LinkedField",
    "name": "conversationMessages",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MessageEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Message",
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
                "name": "role",
                "storageKey": null
              },
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Answer",
                "kind": "LinkedField",
                "name": "answer",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AnswerTable",
                    "kind": "LinkedField",
                    "name": "table",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "AnswerColumn",
                        "kind": "LinkedField",
                        "name": "columns",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "key",
                            "storageKey": null
                          },
                          (v3/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "type",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rows",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "totals",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "chart",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sql",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AnswerPeriod",
                    "kind": "LinkedField",
                    "name": "period",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "suggestions",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
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
    "name": "WebChatGraphMessagesQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebChatGraphMessagesQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "3013f7788fcde2dbf8f7d410c801551e",
    "id": null,
    "metadata": {},
    "name": "WebChatGraphMessagesQuery",
    "operationKind": "query",
    "text": "query WebChatGraphMessagesQuery(\n  $conversationId: ID!\n) {\n  conversationMessages(conversationId: $conversationId, last: 100) {\n    edges {\n      node {\n        id\n        role\n        text\n        language\n        answer {\n          text\n          language\n          table {\n            columns {\n              key\n              label\n              type\n            }\n            rows\n            totals\n          }\n          chart\n          sql\n          period {\n            label\n          }\n          suggestions\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5ea3fb0815ac40efa73a1f94250a6f17";

export default node;
