import { useMemo, useState } from 'react';
import { Button, TextField } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { authMessages } from './messages.ts';
import { browserTimezone, completeProfile } from './session.ts';
import { useSubmission } from './useSubmission.ts';
import { AuthCard } from './AuthCard.tsx';
import { FormError } from '../components/FormError.tsx';
import { ROLES, timezones } from './roles.ts';
import { useAppState } from '../state/use-app-state.ts';
import { isV2Path, routeNames } from '../app/route-names.ts';

/** /complete and /v2/complete: role, name and time zone, then on to the dashboard. */
export function CompleteProfileScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const v2 = isV2Path(useLocation().pathname);
  const user = useAppState((state) => state.auth.user);
  const own = useMemo(browserTimezone, []);
  const zones = useMemo(() => timezones(own), [own]);
  const [fields, setFields] = useState({ role: user.role ?? '', name: user.name || '', timezone: user.timezone || own });
  const { busy, error, fieldErrors, run } = useSubmission(authMessages.completeFailed);

  const submit = () =>
    run(async () => {
      await completeProfile(fields);
      navigate(v2 ? routeNames.DashboardV2 : routeNames.Dashboard);
    });

  return (
    <AuthCard testId="complete-profile-form" title={<FormattedMessage {...authMessages.completeTitle} />} subtitle={<FormattedMessage {...authMessages.completeSubtitle} />} onSubmit={submit}>
      <FormError message={error} />
      <TextField
        select
        label={intl.formatMessage(authMessages.role)}
        required
        value={fields.role}
        onChange={(event) => setFields({ ...fields, role: event.target.value })}
        error={Boolean(fieldErrors.role)}
        helperText={fieldErrors.role}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'complete-role' }, inputLabel: { shrink: true } }}
      >
        <option value="" disabled />
        {ROLES.map((role) => (
          <option key={role.value} value={role.value}>
            {intl.formatMessage(role.label)}
          </option>
        ))}
      </TextField>
      <TextField
        label={intl.formatMessage(authMessages.name)}
        required
        autoComplete="name"
        value={fields.name}
        onChange={(event) => setFields({ ...fields, name: event.target.value })}
        error={Boolean(fieldErrors.name)}
        helperText={fieldErrors.name}
        slotProps={{ htmlInput: { 'data-testid': 'complete-name' } }}
      />
      <TextField
        select
        label={intl.formatMessage(authMessages.timezone)}
        required
        value={fields.timezone}
        onChange={(event) => setFields({ ...fields, timezone: event.target.value })}
        error={Boolean(fieldErrors.timezone)}
        helperText={fieldErrors.timezone}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'complete-timezone', dir: 'ltr' } }}
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </TextField>
      <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="complete-submit">
        <FormattedMessage {...authMessages.completeSubmit} />
      </Button>
    </AuthCard>
  );
}
