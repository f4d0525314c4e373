import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { authMessages } from '../auth/messages.ts';
import { changePassword } from '../auth/session.ts';
import { useSubmission } from '../auth/useSubmission.ts';
import { FormError } from '../components/FormError.tsx';
import { PasswordField } from '../auth/PasswordField.tsx';
import { dashboardMessages } from './messages.ts';

/** A signed-in user changes the password from the user menu: current password, then the new one twice. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const [fields, setFields] = useState({ current_password: '', password: '', password_confirmation: '' });
  const [saved, setSaved] = useState('');
  const { busy, error, fieldErrors, run, setError } = useSubmission(authMessages.newPasswordFailed);
  const set = (name: keyof typeof fields) => (value: string) => setFields({ ...fields, [name]: value });

  const submit = () => {
    if (fields.password !== fields.password_confirmation) return setError(intl.formatMessage(authMessages.passwordsDiffer));
    void run(async () => setSaved((await changePassword(fields)) || intl.formatMessage(authMessages.changeSaved)));
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        <FormattedMessage {...authMessages.changeTitle} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormError message={error} />
          {saved ? <Alert severity="success">{saved}</Alert> : null}
          <PasswordField label={intl.formatMessage(authMessages.currentPassword)} value={fields.current_password} onChange={set('current_password')} error={fieldErrors.current_password} testId="change-current-password" autoComplete="current-password" />
          <PasswordField label={intl.formatMessage(authMessages.newPassword)} value={fields.password} onChange={set('password')} error={fieldErrors.password} testId="change-new-password" />
          <PasswordField label={intl.formatMessage(authMessages.confirmPassword)} value={fields.password_confirmation} onChange={set('password_confirmation')} error={fieldErrors.password_confirmation} testId="change-confirm-password" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage {...dashboardMessages.cancel} />
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          <FormattedMessage {...authMessages.changeSubmit} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
