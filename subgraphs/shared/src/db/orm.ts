import { MikroORM, type Options, type EntityManager } from '@mikro-orm/postgresql';
import { Migrator, type Migration } from '@mikro-orm/migrations';

/** A migration class with the name it is recorded under. */
export interface NamedMigration {
  name: string;
  class: new (...args: any[]) => Migration;
}

export interface OrmOptions {
  /** Subgraph name: its migrations are recorded in their own table, so each subgraph evolves its tables alone. */
  owner: string;
  databaseUrl: string;
  entities: Options['entities'];
  migrations: NamedMigration[];
  /** Pool size per subgraph; a small default keeps five subgraphs within PostgreSQL's connection limit. */
  poolMax?: number;
}

export async function openOrm(options: OrmOptions): Promise<MikroORM> {
  return MikroORM.init({
    clientUrl: options.databaseUrl,
    entities: options.entities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolMax ?? 8 },
    migrations: {
      tableName: `mikro_orm_migrations_${options.owner.replace(/-/g, '_')}`,
      migrationsList: options.migrations,
      transactional: true,
      allOrNothing: true,
      silent: true,
      // Migrations are hand-written SQL; no schema snapshot files are needed (they would land in the working folder).
      snapshot: false,
    },
    debug: process.env.DEBUG_SQL === '1',
    discovery: { warnWhenNoEntities: false },
  });
}

/** Runs a subgraph's pending migrations. */
export async function migrate(orm: MikroORM): Promise<void> {
  await orm.migrator.up();
}

export type { EntityManager, MikroORM };
