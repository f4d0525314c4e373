/**
 * @generated SignedSource<<d42ebf3dab4387120764ae4f4f6d10c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InviteScreenQuery$variables = {
  code: string;
};
export type InviteScreenQuery$data = {
  readonly invitation: {
    readonly email: string | null | undefined;
    readonly invitedBy: string | null | undefined;
    readonly role: string;
    readonly storeName: string | null | undefined;
  } | null | undefined;
};
export type InviteScreenQuery = {
  response: InviteScreenQuery$data;
  variables: InviteScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "code",
        "variableName": "code"
      }
    ],
    "concreteType": "Invitation",
    "kind": "LinkedField",
    "name": "invitation",
    "plural": false,
    "selections": [
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
        "kind": "ScalarField",
        "name": "role",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "storeName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "invitedBy",
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
    "name": "InviteScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InviteScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ad0dfc90619074fa08d7bfca31180a94",
    "id": null,
    "metadata": {},
    "name": "InviteScreenQuery",
    "operationKind": "query",
    "text": "query InviteScreenQuery(\n  $code: String!\n) {\n  invitation(code: $code) {\n    email\n    role\n    storeName\n    invitedBy\n  }\n}\n"
  }
};
})();

(node as any).hash = "7d00e4e6dfee18b16734af1f1a4ec744";

export default node;
