/**
 * @generated SignedSource<<3c664caad80e923fcb08008c45371709>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChangeMemberRoleInput = {
  memberId: string;
  role: string;
};
export type MemberRowChangeRoleMutation$variables = {
  input: ChangeMemberRoleInput;
};
export type MemberRowChangeRoleMutation$data = {
  readonly changeMemberRole: {
    readonly member: {
      readonly id: string;
      readonly role: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type MemberRowChangeRoleMutation = {
  response: MemberRowChangeRoleMutation$data;
  variables: MemberRowChangeRoleMutation$variables;
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
    "concreteType": "ChangeMemberRolePayload",
    "kind": "LinkedField",
    "name": "changeMemberRole",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StoreMember",
        "kind": "LinkedField",
        "name": "member",
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TeamUserError",
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
    "name": "MemberRowChangeRoleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MemberRowChangeRoleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8bf98677d879a20d39aeba1706dee1cb",
    "id": null,
    "metadata": {},
    "name": "MemberRowChangeRoleMutation",
    "operationKind": "mutation",
    "text": "mutation MemberRowChangeRoleMutation(\n  $input: ChangeMemberRoleInput!\n) {\n  changeMemberRole(input: $input) {\n    member {\n      id\n      role\n    }\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "de668e207831f1bf131dce0db59b35ee";

export default node;
