/** The browser tests run against the real build, made or refreshed by the same check `npm start` uses. */
export { ensureWebBuilt, WEB_DIST } from '../../scripts/web-build.ts';
