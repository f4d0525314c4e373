import { defineMessage, defineMessages } from 'react-intl';

/** What a running import says, for every kind (a custom table, a seller's orders). */
export const importMessages = {
  ...defineMessages({
  importQueued: { id: 'dataSources.csv.import.queued', defaultMessage: 'Waiting to start…', description: 'An uploaded file waits for its import to start' },
  importSaving: { id: 'dataSources.csv.import.saving', defaultMessage: 'Saving the table…', description: 'The import is replacing the table with the loaded rows' },
  importProgress: { id: 'dataSources.csv.import.progress', defaultMessage: 'Import progress', description: 'Accessible name of the import progress bar' },
  cancelUpload: { id: 'dataSources.csv.cancel', defaultMessage: 'Cancel upload', description: 'Button that cancels a running CSV import' },
  }),
  importChecking: defineMessage<{ rows: number; read: string; total: string }>({
    id: 'dataSources.csv.import.checking',
    defaultMessage: 'Checking the file: {rows, plural, one {# row} other {# rows}} read ({read} of {total})',
    description: 'First pass of a CSV import: rows read so far and how much of the file, e.g. 4.2 MB of 10 MB',
  }),
  importLoading: defineMessage<{ rows: number; total: number }>({
    id: 'dataSources.csv.import.loading',
    defaultMessage: 'Loading rows: {rows, number} of {total, number}',
    description: 'Second pass of a CSV import: rows loaded into the table so far',
  }),
  importLoadingRead: defineMessage<{ rows: number; read: string; total: string }>({
    id: 'dataSources.csv.import.loadingRead',
    defaultMessage: 'Loading rows: {rows, plural, one {# row} other {# rows}} loaded ({read} of {total})',
    description: 'A CSV import read once: rows loaded so far and how much of the file, e.g. 4.2 MB of 10 MB',
  }),
  uploading: defineMessage<{ name: string }>({ id: 'dataSources.csv.uploading', defaultMessage: 'Uploading {name}…', description: 'Shown while a file uploads' }),
};
