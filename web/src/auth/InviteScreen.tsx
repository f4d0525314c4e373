import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, TextField } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { fetchQuery, graphql } from 'react-relay';
import { authMessages, invitationMessages } from './messages.ts';
import { acceptInvitation } from './session.ts';
import { useSubmission } from './useSubmission.ts';
import { AuthCard } from './AuthCard.tsx';
import { FormError } from '../components/FormError.tsx';
import { routeNames } from '../app/route-names.ts';
import { createRelayEnvironment } from '../relay/environment.ts';
import type { InviteScreenQuery, InviteScreenQuery$data } from '../__generated__/InviteScreenQuery.graphql.ts';

const invitationQuery = graphql`
  query InviteScreenQuery($code: String!) {
    invitation(code: $code) {
      email
      role
      storeName
      invitedBy
    }
  }
`;

type Preview = InviteScreenQuery$data['invitation'] | undefined;

/**
 * /invite/{inviteCode}: the invited member gives name, email and phone to join the store. The invitation is read
 * first, so the screen says whose team it is and who asked, and a used or expired link says so before anyone types.
 */
export function InviteScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { inviteCode = '' } = useParams();
  const [fields, setFields] = useState({ name: '', email: '', phone: '' });
  const [accepted, setAccepted] = useState('');
  const [preview, setPreview] = useState<Preview>(undefined);
  const { busy, error, fieldErrors, run } = useSubmission(authMessages.inviteFailed);
  // The visitor has no session: a Relay environment of its own reads the invitation.
  const environment = useMemo(() => createRelayEnvironment(), []);

  useEffect(() => {
    let current = true;
    fetchQuery<InviteScreenQuery>(environment, invitationQuery, { code: inviteCode }).toPromise()
      .then((data) => {
        if (!current) return;
        setPreview(data?.invitation ?? null);
        // An invitation sent to an address can only be accepted by it.
        if (data?.invitation?.email) setFields((now) => ({ ...now, email: data.invitation!.email! }));
      })
      // Unreadable (the network failed): the form stays usable and the server still judges the code.
      .catch(() => current && setPreview(undefined));
    return () => {
      current = false;
    };
  }, [environment, inviteCode]);

  const submit = () =>
    run(async () => {
      const result = await acceptInvitation({ invite_code: inviteCode, ...fields });
      if (result.token) navigate(routeNames.AuthCompleteV2);
      else setAccepted(result.message || intl.formatMessage(authMessages.inviteAccepted));
    });

  const role = intl.formatMessage(preview?.role === 'admin' ? authMessages.inviteRoleAdmin : authMessages.inviteRoleMember);
  const subtitle = preview?.storeName
    ? preview.invitedBy
      ? intl.formatMessage(invitationMessages.from, { inviter: preview.invitedBy, store: preview.storeName, role })
      : intl.formatMessage(invitationMessages.toStore, { store: preview.storeName, role })
    : intl.formatMessage(authMessages.inviteSubtitle);
  const invalid = preview === null && !accepted;

  const field = (name: keyof typeof fields, label: string, type: string, readOnly = false) => (
    <TextField
      label={label}
      type={type}
      required
      value={fields[name]}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      error={Boolean(fieldErrors[name])}
      helperText={fieldErrors[name]}
      disabled={invalid}
      slotProps={{ htmlInput: { 'data-testid': `invite-${name}`, readOnly } }}
    />
  );

  return (
    <AuthCard testId="invite-form" title={<FormattedMessage {...authMessages.inviteTitle} />} subtitle={<span data-testid="invite-subtitle">{subtitle}</span>} onSubmit={submit}>
      <FormError message={error} />
      {invalid ? <Alert severity="warning" data-testid="invite-invalid"><FormattedMessage {...authMessages.inviteInvalid} /></Alert> : null}
      {accepted ? <Alert severity="success" data-testid="invite-accepted">{accepted}</Alert> : null}
      {field('name', intl.formatMessage(authMessages.name), 'text')}
      {field('email', intl.formatMessage(authMessages.email), 'email', Boolean(preview?.email))}
      {field('phone', intl.formatMessage(authMessages.phone), 'tel')}
      <Button type="submit" variant="contained" size="large" disabled={busy || Boolean(accepted) || invalid} data-testid="invite-submit">
        <FormattedMessage {...authMessages.inviteSubmit} />
      </Button>
    </AuthCard>
  );
}
