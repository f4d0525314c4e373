import { useState } from 'react';
import { Avatar, Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAppState } from '../state/use-app-state.ts';
import { dashboardMessages } from './messages.ts';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';

/** The signed-in user's name and e-mail, change password, and log out (through the logout route). */
export function UserMenu({ logoutPath }: { logoutPath: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const user = useAppState((state) => state.auth.user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changing, setChanging] = useState(false);
  const display = user.name || [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  return (
    <>
      <IconButton onClick={(event) => setAnchor(event.currentTarget)} aria-label={intl.formatMessage(dashboardMessages.userMenu)} data-testid="user-menu">
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'secondary.main', color: 'primary.main', fontWeight: 700 }}>{display.charAt(0).toUpperCase()}</Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography data-testid="user-menu-name" sx={{ fontWeight: 700 }}>
            {display}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setChanging(true);
          }}
        >
          <ListItemIcon>
            <KeyIcon fontSize="small" />
          </ListItemIcon>
          <FormattedMessage {...dashboardMessages.changePassword} />
        </MenuItem>
        <MenuItem onClick={() => navigate(logoutPath)} data-testid="logout">
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <FormattedMessage {...dashboardMessages.logout} />
        </MenuItem>
      </Menu>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
    </>
  );
}
