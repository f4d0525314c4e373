import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Store creation for the accounts part. The auth subgraph calls these inside its own database transaction, so a
 * user and their store commit together or not at all (docs/adr/0003-store-provisioning-in-the-account-transaction.md).
 * The store subgraph owns this code and its tables: the SQL stays here, next to the Store and StoreMember entities.
 */
type Transaction = Pick<EntityManager, 'execute'>;

export interface NewStore {
  name: string;
  timezone: string | null;
  /** Pre-auth install identifiers (Shopify/Salla) the visitor arrived with. */
  installUuid: string | null;
  shopDomain: string | null;
  ownerUserId: string;
}

/** Creates a store with its owner as the first (default) member. Returns the store's local id. */
export async function provisionStore(tx: Transaction, store: NewStore): Promise<string> {
  const [row] = await tx.execute<Array<{ id: string }>>(
    `INSERT INTO store (name, timezone, install_uuid, shop_domain) VALUES (?, coalesce(?, 'UTC'), ?, ?) RETURNING id`,
    [store.name, store.timezone, store.installUuid, store.shopDomain],
  );
  await addStoreMember(tx, String(row.id), store.ownerUserId, 'owner');
  return String(row.id);
}

/** Adds a user to a store's team; the first store a user joins becomes their default one. */
export async function addStoreMember(tx: Transaction, storeId: string, userId: string, role: string): Promise<void> {
  await tx.execute(
    `INSERT INTO store_member (store_id, user_id, role, is_default)
     VALUES (?, ?, ?, NOT EXISTS (SELECT 1 FROM store_member WHERE user_id = ?))
     ON CONFLICT (store_id, user_id) DO NOTHING`,
    [storeId, userId, role, userId],
  );
}

/** Records install identifiers a user signs in with on their store, unless the store already has some. */
export async function attachInstall(tx: Transaction, storeId: string, installUuid: string | null, shopDomain: string | null): Promise<void> {
  if (!installUuid && !shopDomain) return;
  await tx.execute(
    `UPDATE store SET install_uuid = coalesce(install_uuid, ?), shop_domain = coalesce(shop_domain, ?), updated_at = now() WHERE id = ?`,
    [installUuid, shopDomain, storeId],
  );
}

/** True when the store exists: invitations name their store by id, and a deleted store makes them void. */
export async function storeExists(tx: Transaction, storeId: string): Promise<boolean> {
  const rows = await tx.execute<Array<{ id: string }>>('SELECT id FROM store WHERE id = ?', [storeId]);
  return rows.length > 0;
}

/** A store's name, as an invitation names the team it asks to (null when the store is gone). */
export async function storeNameOf(tx: Transaction, storeId: string): Promise<string | null> {
  const rows = await tx.execute<Array<{ name: string }>>('SELECT name FROM store WHERE id = ?', [storeId]);
  return rows[0]?.name ?? null;
}

/** The store a user acts on by default: the same choice the gateway's session lookup makes. */
export async function defaultStoreIdOf(tx: Transaction, userId: string): Promise<string | null> {
  const rows = await tx.execute<Array<{ store_id: string }>>(
    'SELECT store_id FROM store_member WHERE user_id = ? ORDER BY is_default DESC, id ASC LIMIT 1',
    [userId],
  );
  return rows[0] ? String(rows[0].store_id) : null;
}

/**
 * The time zone an owner chooses when completing their profile is their store's too: "today" and "last month" are cut
 * at its midnight (the store kept the zone the browser reported at sign-up, or UTC when an API client sent none).
 * Only the store's owner sets it; a member's own zone is theirs alone.
 */
export async function setOwnedStoreTimezone(tx: Transaction, storeId: string, userId: string, timezone: string): Promise<void> {
  await tx.execute(
    `UPDATE store SET timezone = ?, updated_at = now() WHERE id = ? AND EXISTS (SELECT 1 FROM store_member WHERE store_id = ? AND user_id = ? AND role = 'owner')`,
    [timezone, storeId, storeId, userId],
  );
}
