import { Migration } from '@mikro-orm/migrations';

/** How long each stage of an import took (copy, checks, orders, swap), for the ingest bench and slow-import reports. */
export class M011ImportTimings extends Migration {
  override up(): void {
    this.addSql(`ALTER TABLE data_source_import ADD COLUMN timings jsonb NOT NULL DEFAULT '{}'`);
  }
}
