import { Migration } from '@mikro-orm/migrations';

/**
 * How many times an import was started again after the process running it stopped (ADR 52). One restart carries a
 * seller's upload through a deploy or a crash; an import that stops its process twice is failed instead of looping.
 */
export class M038ImportRestarts extends Migration {
  override up(): void {
    this.addSql('ALTER TABLE data_source_import ADD COLUMN restarts integer NOT NULL DEFAULT 0');
  }
}
