import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
  title: { id: 'dataSources.title', defaultMessage: 'Data sources', description: 'Title of the data sources screen' },
  intro: {
    id: 'dataSources.intro',
    defaultMessage: 'Bring your business data in so Dukkan can answer questions about it.',
    description: 'Lead text under the data sources title',
  },
  back: { id: 'dataSources.back', defaultMessage: 'Back', description: 'Link back to the previous data-source screen' },
  loadFailed: { id: 'dataSources.loadFailed', defaultMessage: 'Could not load this data. Try again.', description: 'Shown when a data-source call failed with no answer' },
  retry: { id: 'dataSources.retry', defaultMessage: 'Try again', description: 'Button that reloads a failed data-source screen' },
  failed: { id: 'dataSources.failed', defaultMessage: 'Failed', description: 'Default failure message of data-source actions when the server gives none' },
  open: { id: 'dataSources.open', defaultMessage: 'Open', description: 'Button that opens a data source' },
  kindDatabase: { id: 'dataSources.kind.database', defaultMessage: 'Database', description: 'Name of the database data source kind' },
  kindCsv: { id: 'dataSources.kind.csv', defaultMessage: 'CSV files', description: 'Name of the CSV data source kind' },
  kindMetaAds: { id: 'dataSources.kind.metaAds', defaultMessage: 'Meta Ads', description: 'Name of the Meta Ads data source (brand)' },
  kindGoogleAnalytics: { id: 'dataSources.kind.googleAnalytics', defaultMessage: 'Google Analytics', description: 'Name of the Google Analytics data source (brand)' },
  kindGoogleAds: { id: 'dataSources.kind.googleAds', defaultMessage: 'Google Ads', description: 'Name of the Google Ads data source (brand)' },
  aboutDatabase: { id: 'dataSources.about.database', defaultMessage: 'Connect your own PostgreSQL or MySQL database.', description: 'Card text of the database source' },
  aboutCsv: { id: 'dataSources.about.csv', defaultMessage: 'Upload spreadsheets as tables you can ask about.', description: 'Card text of the CSV source' },
  aboutMetaAds: { id: 'dataSources.about.metaAds', defaultMessage: 'Campaign spend and results from Facebook and Instagram.', description: 'Card text of the Meta Ads source' },
  aboutGoogleAnalytics: { id: 'dataSources.about.googleAnalytics', defaultMessage: 'Visits, traffic sources and conversions of your store.', description: 'Card text of the Google Analytics source' },
  aboutGoogleAds: { id: 'dataSources.about.googleAds', defaultMessage: 'Search and shopping campaign costs and results.', description: 'Card text of the Google Ads source' },
  statusConnected: { id: 'dataSources.status.connected', defaultMessage: 'Connected', description: 'Status chip of a connected data source' },
  statusNotConnected: { id: 'dataSources.status.notConnected', defaultMessage: 'Not connected', description: 'Status chip of a data source not connected yet' },
  statusError: { id: 'dataSources.status.error', defaultMessage: 'Connection failed', description: 'Status chip of a data source whose last connection failed' },
  // Database
  databaseTitle: { id: 'dataSources.database.title', defaultMessage: 'Database', description: 'Title of the database source screen' },
  connectWithUrl: { id: 'dataSources.database.withUrl', defaultMessage: 'Connection URL', description: 'Tab: connect with one URL' },
  connectWithFields: { id: 'dataSources.database.withFields', defaultMessage: 'Separate fields', description: 'Tab: connect with host, port, ... fields' },
  url: { id: 'dataSources.database.url', defaultMessage: 'URL', description: 'Label of the database connection URL input' },
  urlHelp: { id: 'dataSources.database.urlHelp', defaultMessage: 'For example postgresql://user:password@host:5432/shop', description: 'Help under the connection URL input' },
  engine: { id: 'dataSources.database.engine', defaultMessage: 'Engine', description: 'Label of the database engine select' },
  host: { id: 'dataSources.database.host', defaultMessage: 'Host', description: 'Label of the database host input' },
  port: { id: 'dataSources.database.port', defaultMessage: 'Port', description: 'Label of the database port input' },
  databaseName: { id: 'dataSources.database.name', defaultMessage: 'Database name', description: 'Label of the database name input' },
  user: { id: 'dataSources.database.user', defaultMessage: 'User', description: 'Label of the database user input' },
  password: { id: 'dataSources.database.password', defaultMessage: 'Password', description: 'Label of the database password input' },
  passwordKept: { id: 'dataSources.database.passwordKept', defaultMessage: 'Leave empty to keep the saved password; changing the host, port, database or user needs it again', description: 'Help under the password input when one is saved' },
  ssl: { id: 'dataSources.database.ssl', defaultMessage: 'Use SSL', description: 'Label of the database SSL switch' },
  connect: { id: 'dataSources.database.connect', defaultMessage: 'Test and connect', description: 'Button that saves the settings and connects the database' },
  tables: { id: 'dataSources.tables', defaultMessage: 'Tables', description: 'Heading of a list of tables' },
  searchTables: { id: 'dataSources.database.searchTables', defaultMessage: 'Search tables', description: 'Search box above the tables of a connected database' },
  noTables: { id: 'dataSources.noTables', defaultMessage: 'No tables yet.', description: 'Shown when a source has no tables' },
  editComments: { id: 'dataSources.editComments', defaultMessage: 'Comments', description: 'Button that opens the comments screen of a table' },
  // CSV
  csvTitle: { id: 'dataSources.csv.title', defaultMessage: 'CSV files', description: 'Title of the CSV upload screen' },
  csvHelp: {
    id: 'dataSources.csv.help',
    defaultMessage: 'Each file becomes a table. The first line holds the column names; commas, semicolons or tabs separate the values.',
    description: 'Help text of the CSV upload screen',
  },
  chooseFile: { id: 'dataSources.csv.chooseFile', defaultMessage: 'Choose a CSV file', description: 'Button that picks a file to upload' },
  tableName: { id: 'dataSources.csv.tableName', defaultMessage: 'Table name (optional)', description: 'Label of the optional table name input of the CSV upload' },
  tableNameHelp: { id: 'dataSources.csv.tableNameHelp', defaultMessage: 'Type it before choosing the file. Empty: named after the file. The exact name of one of your tables replaces that table.', description: 'Help under the optional table name input, which applies to the next file chosen' },
  viewTables: { id: 'dataSources.csv.viewTables', defaultMessage: 'View tables', description: 'Link to the list of CSV tables' },
  viewRows: { id: 'dataSources.csv.viewRows', defaultMessage: 'Rows', description: 'Button that opens the rows of a table' },
  csvTablesTitle: { id: 'dataSources.csvTables.title', defaultMessage: 'CSV tables', description: 'Title of the CSV tables screen' },
  uploadAnother: { id: 'dataSources.csvTables.upload', defaultMessage: 'Upload a file', description: 'Link to the CSV upload screen' },
  // Rows
  addRow: { id: 'dataSources.rows.add', defaultMessage: 'Add row', description: 'Button that adds a row' },
  editRow: { id: 'dataSources.rows.edit', defaultMessage: 'Edit row', description: 'Button and dialog title to edit a row' },
  save: { id: 'dataSources.save', defaultMessage: 'Save', description: 'Save button' },
  cancel: { id: 'dataSources.cancel', defaultMessage: 'Cancel', description: 'Cancel button' },
  actions: { id: 'dataSources.rows.actions', defaultMessage: 'Actions', description: 'Header of the row actions column' },
  rowsPerPage: { id: 'dataSources.rows.perPage', defaultMessage: 'Rows per page', description: 'Label of the page size select' },
  previousPage: { id: 'dataSources.rows.previous', defaultMessage: 'Previous page', description: 'Label of the previous-page button of the rows table' },
  nextPage: { id: 'dataSources.rows.next', defaultMessage: 'Next page', description: 'Label of the next-page button of the rows table' },
  noRows: { id: 'dataSources.rows.none', defaultMessage: 'This table has no rows.', description: 'Shown when a table is empty' },
  // Comments
  commentsHelp: {
    id: 'dataSources.comments.help',
    defaultMessage: 'Explain what a column means in your business words; Dukkan uses it to answer questions correctly.',
    description: 'Help text of the comments screen',
  },
  tableComment: { id: 'dataSources.comments.table', defaultMessage: 'About this table', description: 'Label of the table comment input' },
  column: { id: 'dataSources.comments.column', defaultMessage: 'Column', description: 'Header of the column name column' },
  type: { id: 'dataSources.comments.type', defaultMessage: 'Type', description: 'Header of the column type column' },
  comment: { id: 'dataSources.comments.comment', defaultMessage: 'Comment', description: 'Header and label of a column comment input' },
  commentSaved: { id: 'dataSources.comments.saved', defaultMessage: 'Comment saved', description: 'Shown after a comment was saved' },
  // More than one source of a kind
  addSource: { id: 'dataSources.add', defaultMessage: 'Add a data source', description: 'Button and dialog title to add another data source' },
  addSourceHelp: {
    id: 'dataSources.add.help',
    defaultMessage: 'Add another database or another set of CSV files, each with its own name.',
    description: 'Help text of the add-a-data-source dialog',
  },
  addSourceKind: { id: 'dataSources.add.kind', defaultMessage: 'Type', description: 'Label of the kind choice in the add-a-data-source dialog' },
  addSourceName: { id: 'dataSources.add.name', defaultMessage: 'Name', description: 'Label of the name input in the add-a-data-source dialog' },
  addSourceNameHelp: { id: 'dataSources.add.nameHelp', defaultMessage: 'For example “Reporting replica” or “Supplier price lists”', description: 'Help under the name input of a new data source' },
  add: { id: 'dataSources.add.submit', defaultMessage: 'Add', description: 'Button that adds the data source' },
  moreSources: { id: 'dataSources.moreSources', defaultMessage: 'Other sources of this type', description: 'Heading of the added sources of a kind, under its card' },
  sourceMissing: { id: 'dataSources.sourceMissing', defaultMessage: 'This data source does not exist.', description: 'Shown when a link names a data source the store does not have' },
  // Database rows
  readOnlyRows: { id: 'dataSources.rows.readOnly', defaultMessage: 'Rows are read live from your database; they cannot be edited here.', description: 'Caption of the rows screen of a connected database table' },
  uploadCancelled: { id: 'dataSources.csv.cancelled', defaultMessage: 'The upload was cancelled.', description: 'Shown after a CSV import was cancelled, when the server gave no message' },
  // Members and removing
  readOnlyMember: {
    id: 'dataSources.readOnlyMember',
    defaultMessage: "You can read this data. Only the store's owner or an admin can change it.",
    description: 'Shown to a store member on the data-source screens instead of the controls that change data',
  },
  deleteTable: { id: 'dataSources.csvTables.delete', defaultMessage: 'Delete', description: 'Button that deletes a CSV table (after a confirmation)' },
  deleteTableConfirm: { id: 'dataSources.csvTables.deleteConfirm', defaultMessage: 'Delete table', description: 'Confirm button of the delete-table dialog' },
  deleteRow: { id: 'dataSources.rows.delete', defaultMessage: 'Delete row', description: 'Button (per row) and confirm button that delete a row' },
  deleteRowTitle: { id: 'dataSources.rows.deleteTitle', defaultMessage: 'Delete this row?', description: 'Title of the delete-row dialog' },
  removeSourceConfirm: { id: 'dataSources.remove.confirm', defaultMessage: 'Remove source', description: 'Confirm button of the remove-data-source dialog' },
  removeCsvSource: {
    id: 'dataSources.remove.csvBody',
    defaultMessage: 'Its tables are deleted with their rows and comments, and questions stop using them. This cannot be undone.',
    description: 'Body of the remove-data-source dialog for a CSV source',
  },
  removeDatabaseSource: {
    id: 'dataSources.remove.databaseBody',
    defaultMessage: 'Its connection settings and saved password are forgotten, and questions stop using its tables. Your database itself is not changed.',
    description: 'Body of the remove-data-source dialog for a database source',
  },
  removeOtherSource: { id: 'dataSources.remove.otherBody', defaultMessage: 'It is removed from your data sources.', description: 'Body of the remove-data-source dialog for a Meta or Google source' },
  uploadProblems: { id: 'dataSources.csv.problems', defaultMessage: 'The file was not loaded; the previous table is unchanged. Problems found:', description: 'Heading of the list of problems (by line) that failed a CSV import' },
  }),
  // Messages with values carry their value types.
  integrationPending: defineMessage<{ name: string }>({
    id: 'dataSources.integrationPending',
    defaultMessage: '{name} is not connected yet. Connecting it will be possible here soon.',
    description: 'Body of the Meta Ads / Google screens until their integration exists; {name} is the source name',
  }),
  connected: defineMessage<{ count: number }>({ id: 'dataSources.database.connected', defaultMessage: 'Connected. {count, plural, one {# table} other {# tables}} found.', description: 'Shown after a database connected' }),
  tablesShown: defineMessage<{ shown: number; total: number }>({
    id: 'dataSources.database.tablesShown',
    defaultMessage: '{shown, number} of {total, plural, one {# table} other {# tables}}',
    description: 'How many of the database tables the (searched) list shows',
  }),
  columnsCount: defineMessage<{ count: number }>({ id: 'dataSources.columnsCount', defaultMessage: '{count, plural, one {# column} other {# columns}}', description: 'How many columns a table has' }),
  uploaded: defineMessage<{ name: string; table: string; count: number }>({
    id: 'dataSources.csv.uploaded',
    defaultMessage: '{name} uploaded: a new table “{table}” with {count, plural, one {# row} other {# rows}}.',
    description: 'Shown after a CSV upload created a new table; {table} is its name',
  }),
  uploadedReplaced: defineMessage<{ name: string; table: string; count: number }>({
    id: 'dataSources.csv.uploadedReplaced',
    defaultMessage: '{name} uploaded: it replaced the table “{table}”, which now has {count, plural, one {# row} other {# rows}}.',
    description: 'Shown after a CSV upload replaced the existing table whose name the seller typed',
  }),
  rowsCount: defineMessage<{ count: number }>({ id: 'dataSources.rowsCount', defaultMessage: '{count, plural, one {# row} other {# rows}}', description: 'How many rows a table has' }),
  fromFile: defineMessage<{ file: string }>({ id: 'dataSources.fromFile', defaultMessage: 'From {file}', description: 'Which file a table was uploaded from' }),
  rowsOf: defineMessage<{ table: string }>({ id: 'dataSources.rows.title', defaultMessage: 'Table “{table}”', description: 'Title of the rows screen' }),
  pageRange: defineMessage<{ from: number; to: number; count: number }>({ id: 'dataSources.rows.range', defaultMessage: '{from, number}–{to, number} of {count, number}', description: 'Which rows the page shows, e.g. 1–10 of 42' }),
  deleteTableTitle: defineMessage<{ table: string }>({ id: 'dataSources.csvTables.deleteTitle', defaultMessage: 'Delete the table “{table}”?', description: 'Title of the delete-table dialog; {table} is the name the seller knows it by' }),
  deleteTableBody: defineMessage<{ count: number }>({
    id: 'dataSources.csvTables.deleteBody',
    defaultMessage: 'Its {count, plural, one {# row is} other {# rows are}} deleted with its comments, and questions stop using it. This cannot be undone.',
    description: 'Body of the delete-table dialog',
  }),
  tableDeleted: defineMessage<{ table: string }>({ id: 'dataSources.csvTables.deleted', defaultMessage: 'The table “{table}” was deleted.', description: 'Shown after a table was deleted' }),
  deleteRowBody: defineMessage<{ table: string }>({
    id: 'dataSources.rows.deleteBody',
    defaultMessage: 'This row of “{table}” is deleted, which cannot be undone:',
    description: 'Body of the delete-row dialog, followed by the row values',
  }),
  removeSource: defineMessage<{ name: string }>({ id: 'dataSources.remove.label', defaultMessage: 'Remove “{name}”', description: 'Label of the button that removes an added data source' }),
  removeSourceTitle: defineMessage<{ name: string }>({ id: 'dataSources.remove.title', defaultMessage: 'Remove the data source “{name}”?', description: 'Title of the remove-data-source dialog' }),
  sourceRemoved: defineMessage<{ name: string }>({ id: 'dataSources.remove.done', defaultMessage: 'The data source “{name}” was removed.', description: 'Shown after an added data source was removed' }),
  commentsOf: defineMessage<{ table: string }>({ id: 'dataSources.comments.title', defaultMessage: 'Comments on “{table}”', description: 'Title of the comments screen of a table' }),
};

/** Column types of CSV tables (and the same names from databases), in the reader's words. */
const columnTypeMessages = defineMessages({
  integer: { id: 'dataSources.columnType.integer', defaultMessage: 'integer', description: 'Type of a column of whole numbers, on the comments screen and the row dialog' },
  decimal: { id: 'dataSources.columnType.decimal', defaultMessage: 'decimal', description: 'Type of a column of decimal numbers' },
  boolean: { id: 'dataSources.columnType.boolean', defaultMessage: 'yes/no', description: 'Type of a column of yes/no (true/false) values' },
  date: { id: 'dataSources.columnType.date', defaultMessage: 'date', description: 'Type of a column of dates' },
  timestamp: { id: 'dataSources.columnType.timestamp', defaultMessage: 'date and time', description: 'Type of a column of dates with a time of day' },
  text: { id: 'dataSources.columnType.text', defaultMessage: 'text', description: 'Type of a column of text' },
});

const COLUMN_TYPES: Record<string, keyof typeof columnTypeMessages> = {
  integer: 'integer', bigint: 'integer', decimal: 'decimal', numeric: 'decimal', boolean: 'boolean',
  date: 'date', timestamp: 'timestamp', timestamptz: 'timestamp', text: 'text',
};

/** The message naming a column type, or null for a type named only in SQL (a database's own `varchar(40)`). */
export function columnTypeMessage(type: string) {
  const known = COLUMN_TYPES[type];
  return known ? columnTypeMessages[known] : null;
}

/** Each kind's name and card text. */
export const kindMessages = {
  database: { name: messages.kindDatabase, about: messages.aboutDatabase },
  csv: { name: messages.kindCsv, about: messages.aboutCsv },
  'meta-ads': { name: messages.kindMetaAds, about: messages.aboutMetaAds },
  'google-analytics': { name: messages.kindGoogleAnalytics, about: messages.aboutGoogleAnalytics },
  'google-ads': { name: messages.kindGoogleAds, about: messages.aboutGoogleAds },
} as const;
