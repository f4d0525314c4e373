import { defineMessage, defineMessages } from 'react-intl';

export const dashboardMessages = {
  ...defineMessages({
  home: { id: 'dashboard.nav.home', defaultMessage: 'Home', description: 'Dashboard navigation: index' },
  configureStore: { id: 'dashboard.nav.configureStore', defaultMessage: 'Configure store', description: 'Dashboard navigation item' },
  dataSources: { id: 'dashboard.nav.dataSources', defaultMessage: 'Data sources', description: 'Dashboard navigation item' },
  webChat: { id: 'dashboard.nav.webChat', defaultMessage: 'Web chat', description: 'Dashboard navigation item' },
  configureApps: { id: 'dashboard.nav.configureApps', defaultMessage: 'Chat apps', description: 'Dashboard navigation item: WhatsApp and Slack connections' },
  users: { id: 'dashboard.nav.users', defaultMessage: 'Users', description: 'Dashboard navigation item' },
  billings: { id: 'dashboard.nav.billings', defaultMessage: 'Billing', description: 'Dashboard navigation item' },
  integrations: { id: 'dashboard.nav.integrations', defaultMessage: 'Integrations', description: 'V2 dashboard navigation item: the app home' },
  agents: { id: 'dashboard.nav.agents', defaultMessage: 'Agents', description: 'V2 dashboard navigation item' },
  team: { id: 'dashboard.nav.team', defaultMessage: 'Team', description: 'V2 dashboard navigation item' },
  toggleDrawer: { id: 'dashboard.toggleDrawer', defaultMessage: 'Show or hide navigation', description: 'Label of the button toggling the navigation drawer' },
  userMenu: { id: 'dashboard.userMenu', defaultMessage: 'Account menu', description: 'Label of the user menu button' },
  changePassword: { id: 'dashboard.changePassword', defaultMessage: 'Change password', description: 'User menu item' },
  logout: { id: 'dashboard.logout', defaultMessage: 'Log out', description: 'User menu item' },
  cancel: { id: 'dashboard.cancel', defaultMessage: 'Cancel', description: 'Dialog cancel button' },
  storeHeading: { id: 'dashboard.index.store', defaultMessage: 'Your store', description: 'Heading of the store card on the dashboard index' },
  notConnected: { id: 'dashboard.index.notConnected', defaultMessage: 'No store connected yet', description: 'Store card when no store type is set' },
  demoStore: { id: 'dashboard.index.demoStore', defaultMessage: 'Demo store with sample data', description: 'Store card chip for the demo store, whose orders are generated sample data' },
  setupComplete: { id: 'dashboard.index.setupComplete', defaultMessage: 'Setup complete', description: 'Store card chip' },
  setupPending: { id: 'dashboard.index.setupPending', defaultMessage: 'Setup not finished', description: 'Store card chip' },
  connectStore: { id: 'dashboard.index.connectStore', defaultMessage: 'Connect your store', description: 'Button leading to the store type picker' },
  askQuestion: { id: 'dashboard.index.askQuestion', defaultMessage: 'Ask a question', description: 'Button leading to the web chat' },
  loadFailed: { id: 'dashboard.index.loadFailed', defaultMessage: 'Could not load your store.', description: 'Dashboard index error' },
}),
  welcome: defineMessage<{ name: string }>({ id: 'dashboard.index.welcome', defaultMessage: 'Welcome, {name}', description: 'Dashboard index greeting' }),
  storeType: defineMessage<{ type: string }>({ id: 'dashboard.index.storeType', defaultMessage: 'Store type: {type}', description: 'Store card: the connected store platform' }),
  ordersTotal: defineMessage<{ count: number }>({ id: 'dashboard.index.ordersTotal', defaultMessage: '{count, plural, one {# order} other {# orders}} in the warehouse', description: 'Store card: orders imported' }),
};

/** The store types of SPEC 2.3 by the base part of store_type, as the store card names them. */
export const platformMessages = defineMessages({
  shopify: { id: 'dashboard.index.platform.shopify', defaultMessage: 'Shopify', description: 'Store card: how the store type "shopify" is named after "Store type:"' },
  salla: { id: 'dashboard.index.platform.salla', defaultMessage: 'Salla', description: 'Store card: how the store type "salla" is named after "Store type:"' },
  magento: { id: 'dashboard.index.platform.magento', defaultMessage: 'Magento', description: 'Store card: how the store type "magento" is named after "Store type:"' },
  woocommerce: { id: 'dashboard.index.platform.woocommerce', defaultMessage: 'WooCommerce', description: 'Store card: how the store type "woocommerce" is named after "Store type:"' },
  webflow: { id: 'dashboard.index.platform.webflow', defaultMessage: 'Webflow', description: 'Store card: how the store type "webflow" is named after "Store type:"' },
  seller: { id: 'dashboard.index.platform.seller', defaultMessage: 'orders from a CSV file', description: 'Store card: how the store type "seller" is named after "Store type:"' },
  custom: { id: 'dashboard.index.platform.custom', defaultMessage: 'custom data', description: 'Store card: how the store type "custom" is named after "Store type:"' },
  others: { id: 'dashboard.index.platform.others', defaultMessage: 'another platform', description: 'Store card: how the store type "others" is named after "Store type:"' },
});
