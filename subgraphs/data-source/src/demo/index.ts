export { buildDemoStore, warehouseIsEmpty, type DemoBuild } from './build-demo-store.ts';
export { seedDemoWarehouse, DEMO_SEED_ORDERS } from './seed.ts';
export type { DemoOptions } from './generator.ts';
