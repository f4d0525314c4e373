import { Migration } from '@mikro-orm/migrations';

/**
 * Question readers (dukkan_reader, each store's dukkan_store_<id>) are confined to one store by row-level security
 * keyed on the transaction's `dukkan.store_id`. A query could change that setting halfway with `set_config` and read
 * another store, then set it back; the only function that changes a setting inside a query is `set_config`, so it
 * is taken from PUBLIC. The application sets its settings before it switches to a reader role (as a superuser, or
 * with its own grant). Only a superuser may change a pg_catalog function's privileges: elsewhere this does nothing
 * and every question reads its binding back after the query instead (chat's run-read-only.ts checks which).
 */
export class M036ReadersCannotRebind extends Migration {
  override up(): void {
    this.addSql(`DO $$ BEGIN
      IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
        REVOKE EXECUTE ON FUNCTION pg_catalog.set_config(text, text, boolean) FROM PUBLIC;
      END IF;
    END $$`);
  }
}
