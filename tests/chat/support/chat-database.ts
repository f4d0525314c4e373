/** Database helpers for the chat subgraph's own tests (unit tests that need PostgreSQL but not the whole product). */
export { createTestDatabase } from '../../helpers/test-app.ts';
export { migrateAll } from '../../../scripts/product.ts';
