import { Migration } from '@mikro-orm/migrations';

/**
 * A column of a connected database that is a foreign key records the column it refers to (`{schema, table,
 * column}`), so the question engine can reach the referred table's words from it: "sales by customer country" on
 * invoices that only hold a customer id (ADR 25).
 */
export class M034ColumnReferences extends Migration {
  override up(): void {
    this.addSql('ALTER TABLE data_source_column ADD COLUMN IF NOT EXISTS refers_to jsonb');
  }
}
