import { useState, type FormEvent } from 'react';
import { Alert, Button, IconButton, InputAdornment, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { InviteFormMutation, InviteFormMutation$data } from '../__generated__/InviteFormMutation.graphql.ts';
import { copyText } from '../alerts/copy-text.ts';
import { FormError } from '../components/FormError.tsx';
import { GIVEN_ROLES, ROLE_LABELS } from './roles.ts';
import { isolate } from '../i18n/isolate.ts';
import { messages } from './messages.ts';

type Invited = NonNullable<InviteFormMutation$data['inviteMember']>;

/**
 * Owners and admins invite by email and role. The link is shown with a copy button: the mail may not arrive, and the
 * code is shown once only (the server keeps its hash). The person joins when they accept (/invite/{code}).
 */
export function InviteForm({ invitationsConnectionId }: { invitationsConnectionId: string }) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string>('member');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [invited, setInvited] = useState<Invited | null>(null);
  const [commit, busy] = useMutation<InviteFormMutation>(graphql`
    mutation InviteFormMutation($input: InviteMemberInput!, $connections: [ID!]!) {
      inviteMember(input: $input) {
        inviteUrl
        invitation @prependNode(connections: $connections, edgeTypeName: "InvitationEdge") {
          id
          email
          role
          expiresAt
        }
        userErrors {
          field
          message
        }
      }
    }
  `);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setFieldErrors({});
    commit({
      variables: { input: { email, role }, connections: [invitationsConnectionId] },
      onCompleted: (response) => {
        const payload = response.inviteMember;
        if (payload.userErrors.length) {
          setFieldErrors(Object.fromEntries(payload.userErrors.map((fieldError) => [fieldError.field ?? 'general', fieldError.message])));
          return;
        }
        setInvited(payload);
        setEmail('');
      },
      onError: () => setError(intl.formatMessage(messages.failed)),
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="form" onSubmit={submit} noValidate data-testid="team-invite-form">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          <FormattedMessage {...messages.inviteTitle} />
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={intl.formatMessage(messages.inviteEmail)}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(fieldErrors.email)}
            helperText={fieldErrors.email ?? intl.formatMessage(messages.inviteHelp)}
            slotProps={{ htmlInput: { 'data-testid': 'team-invite-email', dir: 'ltr' } }}
            sx={{ flex: 1, minWidth: 240 }}
          />
          <TextField
            select
            label={intl.formatMessage(messages.inviteRole)}
            value={role}
            onChange={(event) => setRole(event.target.value)}
            error={Boolean(fieldErrors.role)}
            helperText={fieldErrors.role}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'team-invite-role' } as object } }}
            sx={{ minWidth: 160 }}
          >
            {GIVEN_ROLES.map((value) => (
              <MenuItem key={value} value={value} data-testid={`team-invite-role-${value}`}>
                {intl.formatMessage(ROLE_LABELS[value])}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" disabled={busy} data-testid="team-invite-submit" sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap' }}>
            <FormattedMessage {...messages.inviteSubmit} />
          </Button>
        </Stack>
        <FormError message={error || fieldErrors.general || ''} testId="team-invite-error" />
        {invited?.inviteUrl ? (
          <Alert severity="success" data-testid="team-invite-result">
            <Stack spacing={1.5}>
              <span>
                {invited.invitation?.email ? (
                  <FormattedMessage {...messages.inviteLinkFor} values={{ email: isolate(invited.invitation.email) }} />
                ) : (
                  <FormattedMessage {...messages.inviteLinkOpen} />
                )}
              </span>
              <TextField
                size="small"
                label={intl.formatMessage(messages.inviteLink)}
                value={invited.inviteUrl}
                slotProps={{
                  htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'team-invite-link' },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <Tooltip title={intl.formatMessage(messages.copyLink)}>
                          <IconButton
                            edge="end"
                            aria-label={intl.formatMessage(messages.copyLink)}
                            onClick={() => void copyText(invited.inviteUrl ?? '', messages.linkCopied)}
                            data-testid="team-copy-invite-link"
                          >
                            <ContentCopyIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </InputAdornment>
                    ),
                  },
                }}
                sx={{ minWidth: { sm: 480 } }}
              />
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
