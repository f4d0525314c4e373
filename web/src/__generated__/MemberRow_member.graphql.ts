/**
 * @generated SignedSource<<d5965ac826b6736a5b4ef0fd2f8f261f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberRow_member$data = {
  readonly id: string;
  readonly isViewer: boolean;
  readonly joinedAt: string;
  readonly role: string;
  readonly user: {
    readonly email: string;
    readonly name: string | null | undefined;
  };
  readonly " $fragmentType": "MemberRow_member";
};
export type MemberRow_member$key = {
  readonly " $data"?: MemberRow_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberRow_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemberRow_member",
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "joinedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
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
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StoreMember",
  "abstractKey": null
};

(node as any).hash = "530e5dd62c926e9f14a59211442cee18";

export default node;
