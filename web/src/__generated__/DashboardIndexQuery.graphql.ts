/**
 * @generated SignedSource<<1c7830dc02ddc81ba4c2cfc2b974cd71>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardIndexQuery$variables = Record<PropertyKey, never>;
export type DashboardIndexQuery$data = {
  readonly viewer: {
    readonly defaultStore: {
      readonly " $fragmentSpreads": FragmentRefs<"StoreSummary_store">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"WelcomeHeading_viewer">;
  } | null | undefined;
};
export type DashboardIndexQuery = {
  response: DashboardIndexQuery$data;
  variables: DashboardIndexQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardIndexQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "WelcomeHeading_viewer"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Store",
            "kind": "LinkedField",
            "name": "defaultStore",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "StoreSummary_store"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DashboardIndexQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Store",
            "kind": "LinkedField",
            "name": "defaultStore",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "storeType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isSetupCompleted",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DataWarehouse",
                "kind": "LinkedField",
                "name": "dataWarehouse",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ordersTotal",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3a4aab5bd9da4fcc968d9a28b36b3d74",
    "id": null,
    "metadata": {},
    "name": "DashboardIndexQuery",
    "operationKind": "query",
    "text": "query DashboardIndexQuery {\n  viewer {\n    ...WelcomeHeading_viewer\n    defaultStore {\n      ...StoreSummary_store\n      id\n    }\n    id\n  }\n}\n\nfragment StoreSummary_store on Store {\n  id\n  name\n  storeType\n  isSetupCompleted\n  dataWarehouse {\n    ordersTotal\n  }\n}\n\nfragment WelcomeHeading_viewer on User {\n  name\n  firstName\n  email\n}\n"
  }
};
})();

(node as any).hash = "1ca0f2a3f3fe585b1263c97b85279aea";

export default node;
