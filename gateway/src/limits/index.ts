export * from './operation-limits.ts';
export * from './operation-shape.ts';
