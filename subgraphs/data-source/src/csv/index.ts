/**
 * Reading sellers' CSV files: encoding and delimiter detection, streamed records, type inference and safe names.
 * Used by custom CSV tables and by seller order imports.
 */
export { readCsv, fitToHeader, type CsvFile, type CsvRow, type OnRecord, type ReadCsvOptions } from './read-csv.ts';
export type { RecordText } from './records.ts';
export { CsvError, type CsvErrorCode } from './csv-error.ts';
export { detectEncoding, looksBinary, type CsvEncoding } from './encoding.ts';
export { detectDelimiter, DELIMITERS, type CsvDelimiter } from './delimiter.ts';
export { ColumnTypeInferrer, inferColumnTypes, cellReader, toColumnValue, SQL_TYPES, type CellReader, type ColumnType, type InferredColumn } from './column-types.ts';
export { safeColumnNames, safeTableName, slugify, quoteIdent, type SafeColumnName } from './column-names.ts';
export { isBlank, parseDate, parseDecimal, parseInteger, parseBoolean, normalizeNumber, type DateOrder, type ParsedDate } from './values.ts';
