import { Migration } from '@mikro-orm/migrations';

/**
 * Discounts no longer count those of cancelled orders (sales, shipping, tax and the discount rate never did): every
 * store's order rollups were built with the old sum, so each is marked stale, as M032 did for units. Answers read the
 * base tables until the next sweep rebuilds them (ADR 11), never the old figures.
 */
export class M037DiscountsNotCancelled extends Migration {
  override up(): void {
    this.addSql('INSERT INTO warehouse.rollup_changes (store_id) SELECT store_id FROM warehouse.rollup_state');
  }
}
