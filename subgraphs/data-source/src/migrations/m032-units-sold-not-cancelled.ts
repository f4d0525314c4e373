import { Migration } from '@mikro-orm/migrations';

/**
 * Units sold no longer count the lines of cancelled orders (sales never did): every store's product rollups were
 * built with the old count, so each is marked stale. Answers read the base tables until the next sweep rebuilds
 * them (ADR 11), never the old figures.
 */
export class M032UnitsSoldNotCancelled extends Migration {
  override up(): void {
    this.addSql('INSERT INTO warehouse.rollup_changes (store_id) SELECT store_id FROM warehouse.rollup_state');
  }
}
