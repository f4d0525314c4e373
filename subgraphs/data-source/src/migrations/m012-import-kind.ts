import { Migration } from '@mikro-orm/migrations';

/**
 * One import machinery for two kinds of file: `seller-csv` (orders into the warehouse) and `csv-table` (a custom table
 * in the store's own schema). The kind is now checked, and a table import records its source, its target table and
 * how far it has read, so progress shows rows and bytes and a finished import points at its table.
 */
export class M012ImportKind extends Migration {
  override up(): void {
    this.addSql(`ALTER TABLE data_source_import
      ADD CONSTRAINT data_source_import_kind CHECK (kind IN ('seller-csv', 'csv-table')),
      ADD COLUMN stage text,
      ADD COLUMN bytes_read bigint NOT NULL DEFAULT 0,
      ADD COLUMN data_source_id bigint,
      ADD COLUMN table_name text,
      ADD COLUMN table_id bigint`);
    this.addSql("COMMENT ON COLUMN data_source_import.kind IS 'seller-csv: orders into the warehouse; csv-table: a custom table of the store schema'");
    // The store config reports the latest warehouse import: found by kind without reading table imports.
    this.addSql('CREATE INDEX data_source_import_store_kind ON data_source_import (store_id, kind, id DESC)');
  }
}
