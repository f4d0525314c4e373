/**
 * @generated SignedSource<<3782a63d288aeee0d8812495ce42ec15>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RevokeInvitationInput = {
  invitationId: string;
};
export type OpenInvitationsRevokeMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RevokeInvitationInput;
};
export type OpenInvitationsRevokeMutation$data = {
  readonly revokeInvitation: {
    readonly revokedInvitationId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type OpenInvitationsRevokeMutation = {
  response: OpenInvitationsRevokeMutation$data;
  variables: OpenInvitationsRevokeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "revokedInvitationId",
  "storageKey": null
},
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OpenInvitationsRevokeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RevokeInvitationPayload",
        "kind": "LinkedField",
        "name": "revokeInvitation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OpenInvitationsRevokeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RevokeInvitationPayload",
        "kind": "LinkedField",
        "name": "revokeInvitation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "revokedInvitationId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "94a53f4fe3c9bda1a2e86ab890e13fca",
    "id": null,
    "metadata": {},
    "name": "OpenInvitationsRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation OpenInvitationsRevokeMutation(\n  $input: RevokeInvitationInput!\n) {\n  revokeInvitation(input: $input) {\n    revokedInvitationId\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "15c6052cbdf004d94c4918059b2ad141";

export default node;
