/**
 * @generated SignedSource<<71bedd51b01f120b14687d8c328edc23>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StoreSummary_store$data = {
  readonly dataWarehouse: {
    readonly ordersTotal: number;
  };
  readonly id: string;
  readonly isSetupCompleted: boolean;
  readonly name: string;
  readonly storeType: string | null | undefined;
  readonly " $fragmentType": "StoreSummary_store";
};
export type StoreSummary_store$key = {
  readonly " $data"?: StoreSummary_store$data;
  readonly " $fragmentSpreads": FragmentRefs<"StoreSummary_store">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StoreSummary_store",
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
      "name": "name",
      "storageKey": null
    },
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
  "type": "Store",
  "abstractKey": null
};

(node as any).hash = "7e820d5da7a6871b6c1fbee56d77b9e6";

export default node;
