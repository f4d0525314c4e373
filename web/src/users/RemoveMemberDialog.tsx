import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { RemoveMemberDialogMutation } from '../__generated__/RemoveMemberDialogMutation.graphql.ts';
import { showToast } from '../alerts/toast.ts';
import { FormError } from '../components/FormError.tsx';
import { isolate } from '../i18n/isolate.ts';
import { messages } from './messages.ts';

/** Asks before removing a member, naming them; the row leaves the team table once the server has removed them. */
export function RemoveMemberDialog({ memberId, name, email, connectionId, onClose }: { memberId: string; name: string; email: string; connectionId: string; onClose: () => void }) {
  const intl = useIntl();
  const [error, setError] = useState('');
  const [commit, busy] = useMutation<RemoveMemberDialogMutation>(graphql`
    mutation RemoveMemberDialogMutation($input: RemoveMemberInput!, $connections: [ID!]!) {
      removeMember(input: $input) {
        removedMemberId @deleteEdge(connections: $connections)
        userErrors {
          message
        }
      }
    }
  `);
  const remove = () => {
    setError('');
    commit({
      variables: { input: { memberId }, connections: [connectionId] },
      onCompleted: (response) => {
        const refused = response.removeMember.userErrors[0]?.message;
        if (refused) return setError(refused);
        showToast(intl.formatMessage(messages.removed, { name }));
        onClose();
      },
      onError: () => setError(intl.formatMessage(messages.failed)),
    });
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} data-testid="remove-member-dialog" aria-labelledby="remove-member-title">
      <DialogTitle id="remove-member-title">
        <FormattedMessage {...messages.removeTitle} values={{ name }} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: error ? 2 : 0 }}>
          <FormattedMessage {...messages.removeBody} values={{ name, email: isolate(email) }} />
        </DialogContentText>
        <FormError message={error} testId="remove-member-error" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage {...messages.cancel} />
        </Button>
        <Button color="error" variant="contained" onClick={remove} disabled={busy} data-testid="confirm-remove-member">
          <FormattedMessage {...messages.confirmRemove} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
