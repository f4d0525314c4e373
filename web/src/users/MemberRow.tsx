import { useState } from 'react';
import { Button, Chip, MenuItem, Select, Stack, TableCell, TableRow } from '@mui/material';
import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { MemberRow_member$key } from '../__generated__/MemberRow_member.graphql.ts';
import type { MemberRowChangeRoleMutation } from '../__generated__/MemberRowChangeRoleMutation.graphql.ts';
import { showToast } from '../alerts/toast.ts';
import { FormError } from '../components/FormError.tsx';
import { RemoveMemberDialog } from './RemoveMemberDialog.tsx';
import { GIVEN_ROLES, ROLE_LABELS } from './roles.ts';
import { messages } from './messages.ts';

/** One member: name, email, role and joined date; a role select and a remove button for those who manage the team. */
export function MemberRow({ member, canManage, connectionId }: { member: MemberRow_member$key; canManage: boolean; connectionId: string }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment MemberRow_member on StoreMember {
        id
        role
        joinedAt
        isViewer
        user {
          name
          email
        }
      }
    `,
    member,
  );
  const [commitRole, changing] = useMutation<MemberRowChangeRoleMutation>(graphql`
    mutation MemberRowChangeRoleMutation($input: ChangeMemberRoleInput!) {
      changeMemberRole(input: $input) {
        member {
          id
          role
        }
        userErrors {
          message
        }
      }
    }
  `);
  const [error, setError] = useState('');
  const [removing, setRemoving] = useState(false);
  const name = data.user.name || data.user.email;
  const roleLabel = (role: string) => (ROLE_LABELS[role] ? intl.formatMessage(ROLE_LABELS[role]) : role);
  // The owner's place and one's own are fixed (the server refuses them too).
  const editable = canManage && data.role !== 'owner' && !data.isViewer;

  const changeRole = (role: string) => {
    setError('');
    commitRole({
      variables: { input: { memberId: data.id, role } },
      optimisticResponse: { changeMemberRole: { member: { id: data.id, role }, userErrors: [] } },
      onCompleted: (response) => {
        const refused = response.changeMemberRole.userErrors[0]?.message;
        if (refused) setError(refused);
        else showToast(intl.formatMessage(messages.roleChanged, { name, role: roleLabel(role) }));
      },
      onError: () => setError(intl.formatMessage(messages.failed)),
    });
  };

  return (
    <TableRow data-testid="member-row" data-email={data.user.email}>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span data-testid="member-name">{data.user.name || <FormattedMessage {...messages.noName} />}</span>
          {data.isViewer ? <Chip size="small" label={<FormattedMessage {...messages.you} />} /> : null}
        </Stack>
        {error ? <FormError message={error} testId="member-error" /> : null}
      </TableCell>
      <TableCell dir="ltr" sx={{ textAlign: 'start' }}>{data.user.email}</TableCell>
      <TableCell>
        {editable ? (
          <Select
            size="small"
            value={data.role}
            disabled={changing}
            onChange={(event) => changeRole(event.target.value)}
            SelectDisplayProps={{ 'aria-label': intl.formatMessage(messages.roleOf, { name }), 'data-testid': 'member-role-select' } as object}
          >
            {GIVEN_ROLES.map((role) => (
              <MenuItem key={role} value={role} data-testid={`role-option-${role}`}>
                {roleLabel(role)}
              </MenuItem>
            ))}
          </Select>
        ) : (
          <Chip size="small" variant={data.role === 'owner' ? 'filled' : 'outlined'} label={roleLabel(data.role)} data-testid="member-role" />
        )}
      </TableCell>
      <TableCell>{intl.formatDate(data.joinedAt, { dateStyle: 'medium' })}</TableCell>
      {canManage ? (
        <TableCell align="right">
          {editable ? (
            <Button
              color="error"
              size="small"
              startIcon={<PersonRemoveIcon />}
              onClick={() => setRemoving(true)}
              aria-label={intl.formatMessage(messages.removeOf, { name })}
              data-testid="remove-member"
            >
              <FormattedMessage {...messages.remove} />
            </Button>
          ) : null}
          {removing ? (
            <RemoveMemberDialog memberId={data.id} name={name} email={data.user.email} connectionId={connectionId} onClose={() => setRemoving(false)} />
          ) : null}
        </TableCell>
      ) : null}
    </TableRow>
  );
}
