export * from './operation-limits.ts';
export * from './operation-shape.ts';
export * from './operation-size.ts';
