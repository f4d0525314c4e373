import { Alert, Box, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { ConnectionHandler, graphql, useFragment } from 'react-relay';
import type { TeamTable_store$key } from '../__generated__/TeamTable_store.graphql.ts';
import { InviteForm } from './InviteForm.tsx';
import { MemberRow } from './MemberRow.tsx';
import { OpenInvitations } from './OpenInvitations.tsx';
import { messages } from './messages.ts';

/**
 * Read by screen readers, not shown: the actions column needs a header but no visible word. Sizes in pixels, as
 * strings: in `sx` a width of 1 is 100%, which made the hidden word as wide as the window and the page scroll sideways.
 */
const VISUALLY_HIDDEN = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', width: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap' } as const;

/** The team, oldest first, with the invite form above it for those who manage it; members read it only. */
export function TeamTable({ store }: { store: TeamTable_store$key }) {
  const data = useFragment(
    graphql`
      fragment TeamTable_store on Store {
        id
        ...OpenInvitations_store
        members(first: 100) @connection(key: "TeamTable_members") {
          __id
          viewerCanManage
          edges {
            node {
              id
              ...MemberRow_member
            }
          }
        }
      }
    `,
    store,
  );
  const { viewerCanManage, edges } = data.members;
  return (
    <>
      {viewerCanManage ? (
        <>
          {/* The invite form puts the new invitation at the top of the open ones, a connection of this store. */}
          <InviteForm invitationsConnectionId={ConnectionHandler.getConnectionID(data.id, 'OpenInvitations_invitations')} />
          <OpenInvitations store={data} />
        </>
      ) : (
        <Alert severity="info" data-testid="users-read-only">
          <FormattedMessage {...messages.readOnly} />
        </Alert>
      )}
      <TableContainer component={Paper} variant="outlined">
        <Table data-testid="team-table">
          <TableHead>
            <TableRow>
              <TableCell><FormattedMessage {...messages.columnName} /></TableCell>
              <TableCell><FormattedMessage {...messages.columnEmail} /></TableCell>
              <TableCell><FormattedMessage {...messages.columnRole} /></TableCell>
              <TableCell><FormattedMessage {...messages.columnJoined} /></TableCell>
              {viewerCanManage ? (
                <TableCell>
                  <Box component="span" sx={VISUALLY_HIDDEN}><FormattedMessage {...messages.columnActions} /></Box>
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {edges.map(({ node }) => (
              <MemberRow key={node.id} member={node} canManage={viewerCanManage} connectionId={data.members.__id} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
