/**
 * @generated SignedSource<<aebdb552b191085107e02a30836f9198>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InviteMemberInput = {
  email?: string | null | undefined;
  role?: string | null | undefined;
};
export type InviteFormMutation$variables = {
  input: InviteMemberInput;
};
export type InviteFormMutation$data = {
  readonly inviteMember: {
    readonly invitation: {
      readonly email: string | null | undefined;
      readonly role: string;
    } | null | undefined;
    readonly inviteUrl: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type InviteFormMutation = {
  response: InviteFormMutation$data;
  variables: InviteFormMutation$variables;
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
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "InviteMemberPayload",
    "kind": "LinkedField",
    "name": "inviteMember",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "inviteUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
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
            "name": "field",
            "storageKey": null
          },
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
    "name": "InviteFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InviteFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e7542e55de3f7ad397b746d0c5b7709e",
    "id": null,
    "metadata": {},
    "name": "InviteFormMutation",
    "operationKind": "mutation",
    "text": "mutation InviteFormMutation(\n  $input: InviteMemberInput!\n) {\n  inviteMember(input: $input) {\n    inviteUrl\n    invitation {\n      email\n      role\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fc135282c792b76415c12e160ce66ad6";

export default node;
