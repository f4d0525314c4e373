const shim = new URL('./fs-with-glob.mjs', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if ((specifier === 'node:fs' || specifier === 'fs') && context.parentURL?.includes('/node_modules/@mikro-orm/')) {
    return { url: shim, shortCircuit: true };
  }
  return next(specifier, context);
}
