/**
 * @generated SignedSource<<c42213d0318e2e24699ac67d41758711>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AskInput = {
  continueLatest?: boolean | null | undefined;
  conversationId?: string | null | undefined;
  locale?: string | null | undefined;
  question?: string | null | undefined;
};
export type WebChatGraphAskMutation$variables = {
  input: AskInput;
};
export type WebChatGraphAskMutation$data = {
  readonly ask: {
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
    readonly conversation: {
      readonly id: string;
    } | null | undefined;
    readonly message: {
      readonly id: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type WebChatGraphAskMutation = {
  response: WebChatGraphAskMutation$data;
  variables: WebChatGraphAskMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "AskPayload",
    "kind": "LinkedField",
    "name": "ask",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Conversation",
        "kind": "LinkedField",
        "name": "conversation",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Message",
        "kind": "LinkedField",
        "name": "message",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Answer",
        "kind": "LinkedField",
        "name": "answer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "text",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "language",
            "storageKey": null
          },
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
                  (v2/*:: as any*/),
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
              (v2/*:: as any*/)
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
    "name": "WebChatGraphAskMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebChatGraphAskMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "0ddddbf6210e2ec953522531942bbadc",
    "id": null,
    "metadata": {},
    "name": "WebChatGraphAskMutation",
    "operationKind": "mutation",
    "text": "mutation WebChatGraphAskMutation(\n  $input: AskInput!\n) {\n  ask(input: $input) {\n    conversation {\n      id\n    }\n    message {\n      id\n    }\n    answer {\n      text\n      language\n      table {\n        columns {\n          key\n          label\n          type\n        }\n        rows\n        totals\n      }\n      chart\n      sql\n      period {\n        label\n      }\n      suggestions\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "afb48dfd933e066426a5bf16e203b09f";

export default node;
