import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { removeUpload, requireDataManager, toGlobalId, translate, unauthenticated, uploadPath, type SubgraphContext } from '@dukkan/shared';
import { ImportRepository, type ImportProblem } from '../imports/import.repository.ts';
import { enqueueImport } from '../imports/import-queue.ts';
import { ownImport, waitForImport } from '../imports/import.resolvers.ts';
import { SELLER_FIELDS } from './fields.ts';
import { finishMapping, mapColumns, mappingProblems, type FieldMapping, type SellerMapping } from './mapping.ts';
import { sellerCsvMessages } from './messages.ts';
import { ShapeError, sniffFile } from './sniff.ts';

const NOT_CSV = new Set(['xlsx', 'xlsm', 'xls', 'ods', 'numbers', 'pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'zip', 'gz', 'doc', 'docx', 'json', 'xml', 'html', 'exe']);

interface ImportInput {
  uploadId: string;
  filename?: string | null;
  mimetype?: string | null;
  waitSeconds?: number | null;
}

/** The caller's store, for an import that replaces its data: owners and admins only (403 for members, ADR 49). */
function storeOf(ctx: SubgraphContext): string {
  if (!ctx.caller.storeId) throw unauthenticated(ctx.caller.locale);
  requireDataManager(ctx.caller);
  return ctx.caller.storeId;
}

const fileError = (ctx: SubgraphContext, key: string, params: Record<string, string> = {}) => ({
  import: null,
  store: null,
  userErrors: [{ field: 'file', message: translate(sellerCsvMessages, ctx.caller.locale, key, params) }],
});

/** Creates the import row, marks the store as a seller store and queues the job; answers when it is done or time is up. */
async function startImport(ctx: SubgraphContext, storeId: string, values: { filename: string; uploadId: string; mapping?: SellerMapping; waitSeconds?: number | null }) {
  const repo = new ImportRepository(ctx.runtime.pool);
  const file = uploadPath(ctx.runtime.settings.dataDir, values.uploadId)!;
  let row = await repo.create(storeId, { kind: 'seller-csv', filename: values.filename, uploadId: values.uploadId, sizeBytes: (await stat(file)).size });
  if (values.mapping) row = await repo.update(row.id, { mapping: values.mapping.fields, platform: values.mapping.platform });
  await ctx.runtime.pool.query("UPDATE store SET store_type = 'seller', updated_at = now() WHERE id = $1 AND store_type IS DISTINCT FROM 'seller'", [storeId]);
  await enqueueImport(ctx.runtime, { importId: row.id });
  const finished = await waitForImport(ctx, row.id, values.waitSeconds ?? 0);
  // An import that failed while the caller waited is answered as the file's error, in the caller's language.
  const userErrors = finished?.status === 'failed'
    ? finished.errors.filter((problem) => problem.fatal).map((problem) => ({ field: 'file', message: translate(sellerCsvMessages, ctx.caller.locale, problem.key, problem.params) }))
    : [];
  return { import: finished, store: { id: toGlobalId('Store', storeId) }, userErrors };
}

export const sellerCsvResolvers = {
  Query: {
    sellerFields: () => SELLER_FIELDS.map(({ key, level, type }) => ({ key, level, type })),
  },
  Mutation: {
    importSellerCsv: async (_: unknown, { input }: { input: ImportInput }, ctx: SubgraphContext) => {
      let storeId: string;
      try {
        storeId = storeOf(ctx);
      } catch (error) {
        // A refused caller's file is not kept.
        if (input.uploadId) await removeUpload(ctx.runtime.settings.dataDir, input.uploadId);
        throw error;
      }
      const file = uploadPath(ctx.runtime.settings.dataDir, input.uploadId);
      if (!file || !existsSync(file)) return fileError(ctx, 'noFile');
      // A refused file is not kept: nothing can import it.
      const refuse = async (key: string) => {
        await removeUpload(ctx.runtime.settings.dataDir, input.uploadId);
        return fileError(ctx, key);
      };
      const extension = path.extname(input.filename ?? '').slice(1).toLowerCase();
      if (['xlsx', 'xls', 'xlsm', 'ods'].includes(extension)) return refuse('spreadsheet');
      if (NOT_CSV.has(extension)) return refuse('wrongType');
      // The file's shape is checked now, so an empty or binary file is refused at once rather than by a failed job.
      try {
        const shape = await sniffFile(file);
        const problems = mappingProblems(mapColumns(shape.headers, shape.sample), shape.headers);
        if (problems.length) {
          // Kept as a failed import: a corrected mapping can still import this file.
          const failed = await recordFailure(ctx, storeId, input, problems.map((p) => ({ line: null, key: p.key, params: p.params ?? {}, fatal: true })), shape.headers);
          return { ...fileError(ctx, problems[0].key, problems[0].params), import: failed };
        }
      } catch (error) {
        if (error instanceof ShapeError) return refuse(error.problem);
        throw error;
      }
      return startImport(ctx, storeId, { filename: input.filename ?? 'orders.csv', uploadId: input.uploadId, waitSeconds: input.waitSeconds });
    },
    remapSellerCsv: async (_: unknown, { input }: { input: { importId: string; mapping: FieldMapping[]; waitSeconds?: number | null } }, ctx: SubgraphContext) => {
      const storeId = storeOf(ctx);
      const previous = await ownImport(ctx, input.importId);
      const t = (key: string, params?: Record<string, string>) => translate(sellerCsvMessages, ctx.caller.locale, key, params);
      if (!previous) return { import: null, store: null, userErrors: [{ field: 'importId', message: t('importNotFound') }] };
      const file = previous.upload_id ? uploadPath(ctx.runtime.settings.dataDir, previous.upload_id) : null;
      if (!file || !existsSync(file)) return { import: null, store: null, userErrors: [{ field: 'importId', message: t('uploadGone') }] };
      const headers = previous.headers.length ? previous.headers : (await sniffFile(file)).headers;
      const fields = input.mapping.map((m) => ({ field: m.field, columns: m.columns })).filter((m) => m.columns.length);
      const mapping = finishMapping((previous.platform as SellerMapping['platform']) ?? 'generic', undefined, headers, fields);
      const problems = mappingProblems(mapping, headers);
      if (problems.length) return { import: null, store: null, userErrors: problems.map((p) => ({ field: 'mapping', message: t(p.key, p.params) })) };
      return startImport(ctx, storeId, { filename: previous.filename ?? 'orders.csv', uploadId: previous.upload_id!, mapping, waitSeconds: input.waitSeconds });
    },
  },
};

/** A file whose columns cannot make orders is kept as a failed import, so the seller can correct its mapping. */
async function recordFailure(ctx: SubgraphContext, storeId: string, input: ImportInput, problems: ImportProblem[], headers: string[]) {
  const repo = new ImportRepository(ctx.runtime.pool);
  const file = uploadPath(ctx.runtime.settings.dataDir, input.uploadId)!;
  const row = await repo.create(storeId, { kind: 'seller-csv', filename: input.filename ?? 'orders.csv', uploadId: input.uploadId, sizeBytes: (await stat(file)).size });
  const shape = await sniffFile(file);
  const mapping = mapColumns(headers, shape.sample);
  return repo.update(row.id, {
    status: 'failed',
    finished_at: new Date(),
    errors: problems,
    headers,
    mapping: mapping.fields,
    extra_columns: mapping.extra,
    platform: mapping.platform,
    encoding: shape.encoding,
    delimiter: shape.delimiter,
  });
}
