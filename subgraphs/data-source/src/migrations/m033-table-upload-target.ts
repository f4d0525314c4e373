import { Migration } from '@mikro-orm/migrations';

/**
 * A table upload says what it is for: a new table (a free name, with the name the seller typed or the file name as
 * its label) or the replacement of one named table. Once saved, `table_replaced` records which it was, so the
 * answer and the screen can say so.
 */
export class M033TableUploadTarget extends Migration {
  override up(): void {
    this.addSql(`ALTER TABLE data_source_import
      ADD COLUMN IF NOT EXISTS table_label text,
      ADD COLUMN IF NOT EXISTS replace_table boolean NOT NULL DEFAULT false,
      ADD COLUMN IF NOT EXISTS table_replaced boolean`);
  }
}
