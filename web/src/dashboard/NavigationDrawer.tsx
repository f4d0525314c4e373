import { Drawer, List, ListItemButton, ListItemIcon, ListItemText, Toolbar, useMediaQuery, useTheme } from '@mui/material';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import StoreIcon from '@mui/icons-material/StorefrontOutlined';
import StorageIcon from '@mui/icons-material/StorageOutlined';
import ChatIcon from '@mui/icons-material/ChatOutlined';
import AppsIcon from '@mui/icons-material/AppsOutlined';
import GroupIcon from '@mui/icons-material/GroupOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import SmartToyIcon from '@mui/icons-material/SmartToyOutlined';
import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router';
import { useAppState } from '../state/use-app-state.ts';
import { legacyNavigation, v2Navigation, type IconSet } from './navigation.ts';

export const DRAWER_WIDTH = 260;

const ICONS: IconSet = {
  home: <HomeIcon />,
  store: <StoreIcon />,
  data: <StorageIcon />,
  chat: <ChatIcon />,
  apps: <AppsIcon />,
  users: <GroupIcon />,
  billing: <PaymentsIcon />,
  agents: <SmartToyIcon />,
};

/**
 * The dashboard's navigation: a persistent drawer on wide screens (the saved flag, open by default), a temporary
 * one on phones that opens only when asked, so it never covers the screen on arrival.
 */
export function NavigationDrawer({ v2, phoneOpen, onPhoneClose }: { v2: boolean; phoneOpen: boolean; onPhoneClose: () => void }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const open = useAppState((state) => state.view.drawerOpen);
  const storeId = useAppState((state) => state.store.config.id ?? 'default');
  const items = v2 ? v2Navigation(ICONS, storeId) : legacyNavigation(ICONS);
  return (
    <Drawer
      variant={wide ? 'persistent' : 'temporary'}
      open={wide ? open : phoneOpen}
      onClose={onPhoneClose}
      sx={{ width: wide && open ? DRAWER_WIDTH : 0, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
      data-testid="navigation-drawer"
    >
      <Toolbar />
      <List>
        {items.map((item) => (
          <ListItemButton
            key={item.key}
            component={NavLink}
            to={item.to}
            end={item.end}
            onClick={wide ? undefined : onPhoneClose}
            sx={{ mx: 1, borderRadius: 2, '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
            data-testid={`nav-${item.key}`}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={<FormattedMessage {...item.label} />} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
