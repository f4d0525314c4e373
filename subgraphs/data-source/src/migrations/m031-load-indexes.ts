import { Migration } from '@mikro-orm/migrations';

/**
 * Every index of the warehouse is built again at every seller import (ADR 9): each must earn its cost.
 * - Orders are found by e-mail ("orders of sara@example.com"): that index now sorts by bytes (COLLATE "C", about three
 *   times quicker to build than the database's C.UTF-8 or en_US collation, with the same equality) and the lookup
 *   asks in that collation.
 * - Customers are never looked up by e-mail, and order lines never by product id (answers group and filter lines by
 *   their own title, sku, category and vendor, and reach products through a hash join): those indexes go.
 */
export class M031LoadIndexes extends Migration {
  override up(): void {
    this.addSql('DROP INDEX IF EXISTS warehouse.customers_email');
    this.addSql('DROP INDEX IF EXISTS warehouse.order_lines_product');
    this.addSql('DROP INDEX IF EXISTS warehouse.orders_email');
    this.addSql('CREATE INDEX orders_email ON warehouse.orders (store_id, (lower(email) COLLATE "C"))');
  }
}
