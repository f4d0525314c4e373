import { Alert } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { messages } from './messages.ts';

/** Said to a member where an owner would find controls: they read the data, an owner or admin changes it. */
export function ReadOnlyNote() {
  return (
    <Alert severity="info" data-testid="data-read-only">
      <FormattedMessage {...messages.readOnlyMember} />
    </Alert>
  );
}
