/**
 * @generated SignedSource<<83fcafd507a0446f63e967068668c2d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebChatGraphAnswer$data = {
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
  readonly " $fragmentType": "WebChatGraphAnswer";
};
export type WebChatGraphAnswer$key = {
  readonly " $data"?: WebChatGraphAnswer$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebChatGraphAnswer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebChatGraphAnswer",
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
            (v0/*:: as any*/),
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
        (v0/*:: as any*/)
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
  "type": "Answer",
  "abstractKey": null
};
})();

(node as any).hash = "325231d3bc2e140d218c68309f455461";

export default node;
