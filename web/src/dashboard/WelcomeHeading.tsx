import { Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { WelcomeHeading_viewer$key } from '../__generated__/WelcomeHeading_viewer.graphql.ts';
import { dashboardMessages } from './messages.ts';

export function WelcomeHeading({ viewer }: { viewer: WelcomeHeading_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment WelcomeHeading_viewer on User {
        name
        firstName
        email
      }
    `,
    viewer,
  );
  return (
    <Typography variant="h4" component="h1" data-testid="welcome-heading" sx={{ fontWeight: 700 }}>
      <FormattedMessage {...dashboardMessages.welcome} values={{ name: data.name || data.firstName || data.email }} />
    </Typography>
  );
}
