import { useState } from 'react';
import { Button, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { OpenInvitations_store$key } from '../__generated__/OpenInvitations_store.graphql.ts';
import type { OpenInvitationsRevokeMutation } from '../__generated__/OpenInvitationsRevokeMutation.graphql.ts';
import { showToast } from '../alerts/toast.ts';
import { FormError } from '../components/FormError.tsx';
import { ROLE_LABELS } from './roles.ts';
import { messages } from './messages.ts';

/** Invitations not yet accepted (for owners and admins): who was asked, as what, until when; each can be revoked. */
export function OpenInvitations({ store }: { store: OpenInvitations_store$key }) {
  const intl = useIntl();
  const [error, setError] = useState('');
  const data = useFragment(
    graphql`
      fragment OpenInvitations_store on Store {
        invitations(first: 50) @connection(key: "OpenInvitations_invitations") {
          __id
          edges {
            node {
              id
              email
              role
              expiresAt
            }
          }
        }
      }
    `,
    store,
  );
  const [commit, busy] = useMutation<OpenInvitationsRevokeMutation>(graphql`
    mutation OpenInvitationsRevokeMutation($input: RevokeInvitationInput!, $connections: [ID!]!) {
      revokeInvitation(input: $input) {
        revokedInvitationId @deleteEdge(connections: $connections)
        userErrors {
          message
        }
      }
    }
  `);
  const revoke = (invitationId: string) => {
    setError('');
    commit({
      variables: { input: { invitationId }, connections: [data.invitations.__id] },
      onCompleted: (response) => {
        const refused = response.revokeInvitation.userErrors[0]?.message;
        if (refused) setError(refused);
        else showToast(messages.invitationRevoked);
      },
      onError: () => setError(intl.formatMessage(messages.failed)),
    });
  };
  if (!data.invitations.edges.length) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="open-invitations">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 1 }}>
        <FormattedMessage {...messages.openInvitations} />
      </Typography>
      <FormError message={error} testId="revoke-error" />
      <List dense>
        {data.invitations.edges.map(({ node }) => (
          <ListItem
            key={node.id}
            data-testid="open-invitation"
            secondaryAction={
              <Button size="small" color="error" disabled={busy} onClick={() => revoke(node.id)} data-testid="revoke-invitation">
                <FormattedMessage {...messages.revoke} />
              </Button>
            }
          >
            <ListItemText
              primary={node.email ? <bdi>{node.email}</bdi> : <FormattedMessage {...messages.anyoneWithLink} />}
              secondary={intl.formatMessage(messages.invitationDetails, {
                role: intl.formatMessage(ROLE_LABELS[node.role] ?? messages.roleMember),
                date: intl.formatDate(node.expiresAt, { dateStyle: 'medium' }),
              })}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
