import { useState } from 'react';
import { Alert, Button, TextField } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { authMessages } from './messages.ts';
import { acceptInvitation } from './session.ts';
import { useSubmission } from './useSubmission.ts';
import { AuthCard } from './AuthCard.tsx';
import { FormError } from '../components/FormError.tsx';
import { routeNames } from '../app/route-names.ts';

/** /invite/{inviteCode}: the invited member gives name, email and phone to join the store. */
export function InviteScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { inviteCode = '' } = useParams();
  const [fields, setFields] = useState({ name: '', email: '', phone: '' });
  const [accepted, setAccepted] = useState('');
  const { busy, error, fieldErrors, run } = useSubmission(authMessages.inviteFailed);

  const submit = () =>
    run(async () => {
      const result = await acceptInvitation({ invite_code: inviteCode, ...fields });
      if (result.token) navigate(routeNames.AuthCompleteV2);
      else setAccepted(result.message || intl.formatMessage(authMessages.inviteAccepted));
    });

  const field = (name: keyof typeof fields, label: string, type: string) => (
    <TextField
      label={label}
      type={type}
      required
      value={fields[name]}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      error={Boolean(fieldErrors[name])}
      helperText={fieldErrors[name]}
      slotProps={{ htmlInput: { 'data-testid': `invite-${name}` } }}
    />
  );

  return (
    <AuthCard testId="invite-form" title={<FormattedMessage {...authMessages.inviteTitle} />} subtitle={<FormattedMessage {...authMessages.inviteSubtitle} />} onSubmit={submit}>
      <FormError message={error} />
      {accepted ? <Alert severity="success" data-testid="invite-accepted">{accepted}</Alert> : null}
      {field('name', intl.formatMessage(authMessages.name), 'text')}
      {field('email', intl.formatMessage(authMessages.email), 'email')}
      {field('phone', intl.formatMessage(authMessages.phone), 'tel')}
      <Button type="submit" variant="contained" size="large" disabled={busy || Boolean(accepted)} data-testid="invite-submit">
        <FormattedMessage {...authMessages.inviteSubmit} />
      </Button>
    </AuthCard>
  );
}
