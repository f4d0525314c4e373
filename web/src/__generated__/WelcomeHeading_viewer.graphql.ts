/**
 * @generated SignedSource<<280a412e341f6be38b6c45bac843f217>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WelcomeHeading_viewer$data = {
  readonly email: string;
  readonly firstName: string | null | undefined;
  readonly name: string | null | undefined;
  readonly " $fragmentType": "WelcomeHeading_viewer";
};
export type WelcomeHeading_viewer$key = {
  readonly " $data"?: WelcomeHeading_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"WelcomeHeading_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WelcomeHeading_viewer",
  "selections": [
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
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "33d0d88e8bbd024d9dfab3eb84e876fe";

export default node;
