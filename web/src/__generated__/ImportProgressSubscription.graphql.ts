/**
 * @generated SignedSource<<3b27adcb0e3c99a7ea76032ac8bacccc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ImportProgressSubscription$variables = {
  importId: string;
};
export type ImportProgressSubscription$data = {
  readonly importProgress: {
    readonly bytesRead: number;
    readonly bytesTotal: number;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly fatal: boolean;
      readonly line: number | null | undefined;
      readonly message: string;
    }>;
    readonly importId: string;
    readonly progress: number;
    readonly rowsImported: number;
    readonly rowsTotal: number;
    readonly stage: string | null | undefined;
    readonly status: string;
    readonly tableName: string | null | undefined;
  };
};
export type ImportProgressSubscription = {
  response: ImportProgressSubscription$data;
  variables: ImportProgressSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "importId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "importId",
        "variableName": "importId"
      }
    ],
    "concreteType": "ImportEvent",
    "kind": "LinkedField",
    "name": "importProgress",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "importId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "progress",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rowsTotal",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rowsImported",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "bytesRead",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "bytesTotal",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "tableName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ImportEventError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "line",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fatal",
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
    "name": "ImportProgressSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ImportProgressSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "054bf27e8844595d21718dc9f48099be",
    "id": null,
    "metadata": {},
    "name": "ImportProgressSubscription",
    "operationKind": "subscription",
    "text": "subscription ImportProgressSubscription(\n  $importId: ID!\n) {\n  importProgress(importId: $importId) {\n    importId\n    status\n    stage\n    progress\n    rowsTotal\n    rowsImported\n    bytesRead\n    bytesTotal\n    tableName\n    errors {\n      line\n      code\n      message\n      fatal\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7155d453e369e9139b4af269c9cc9f22";

export default node;
