import { Migration } from '@mikro-orm/migrations';

/**
 * Profit and the cost of goods sold count an order line's cost once: it is the whole line's cost, and had been
 * multiplied by the quantity again (a line of 3 cost three times its cost). Every store's product rollups hold the
 * old profit, so each is marked stale: answers read the base tables until the next sweep rebuilds them (ADR 11).
 */
export class M035LineCostOnce extends Migration {
  override up(): void {
    this.addSql('INSERT INTO warehouse.rollup_changes (store_id) SELECT store_id FROM warehouse.rollup_state');
  }
}
