import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { dashboardMessages as m } from './messages.ts';

export interface NavigationItem {
  key: string;
  to: string;
  label: MessageDescriptor;
  icon: ReactNode;
  /** Active only on exactly this path (the index), not under it. */
  end?: boolean;
}

export type IconSet = Record<'home' | 'store' | 'data' | 'chat' | 'apps' | 'users' | 'billing' | 'agents', ReactNode>;

export function legacyNavigation(icons: IconSet): NavigationItem[] {
  return [
    { key: 'home', to: '/dashboard', label: m.home, icon: icons.home, end: true },
    { key: 'configure-store', to: '/dashboard/configure-store', label: m.configureStore, icon: icons.store },
    { key: 'data-sources', to: '/dashboard/data-sources', label: m.dataSources, icon: icons.data },
    { key: 'web-chat', to: '/dashboard/web-chat', label: m.webChat, icon: icons.chat },
    { key: 'configure-apps', to: '/dashboard/configure-apps', label: m.configureApps, icon: icons.apps },
    { key: 'users', to: '/dashboard/users', label: m.users, icon: icons.users },
    { key: 'billings', to: '/dashboard/billings', label: m.billings, icon: icons.billing },
  ];
}

/** The v2 dashboard works per app; the store's id names the default one. */
export function v2Navigation(icons: IconSet, appId: string): NavigationItem[] {
  const app = `/v2/dashboard/apps/${encodeURIComponent(appId)}`;
  return [
    { key: 'home', to: '/v2/dashboard', label: m.home, icon: icons.home, end: true },
    { key: 'integrations', to: app, label: m.integrations, icon: icons.store, end: true },
    { key: 'data-sources', to: `${app}/data-sources`, label: m.dataSources, icon: icons.data },
    { key: 'web-chat', to: `${app}/web-chat`, label: m.webChat, icon: icons.chat },
    { key: 'configure-apps', to: `${app}/configure-apps`, label: m.configureApps, icon: icons.apps },
    { key: 'users', to: `${app}/users`, label: m.users, icon: icons.users },
    { key: 'agents', to: '/v2/dashboard/agents', label: m.agents, icon: icons.agents },
    { key: 'billing', to: '/v2/dashboard/billing', label: m.billings, icon: icons.billing },
  ];
}
