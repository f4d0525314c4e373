export * from './app.ts';
export * from './gateway.ts';
export * from './caller-context.ts';
