import { api } from '../api/http.ts';
import { importPath, importStateOf, uploadWithProgress, type ImportState } from '../imports/import-api.ts';

/** Which file column(s) a warehouse field is read from (the first non-empty one wins). */
export interface FieldMapping {
  field: string;
  columns: string[];
}

/** A seller orders import: its progress, and what was recognised in the file (platform, encoding, mapping). */
export interface SellerImport extends ImportState {
  filename: string | null;
  platform: string | null;
  encoding: string | null;
  delimiter: string | null;
  ordersImported: number;
  headers: string[];
  mapping: FieldMapping[];
  extraColumns: string[];
}

/** The REST seller import (snake_case). */
export function sellerImportOf(json: any): SellerImport {
  return {
    ...importStateOf(json),
    filename: json.filename ?? null,
    platform: json.platform ?? null,
    encoding: json.encoding ?? null,
    delimiter: json.delimiter ?? null,
    ordersImported: json.orders_imported ?? 0,
    headers: json.headers ?? [],
    mapping: json.mapping ?? [],
    extraColumns: json.extra_columns ?? [],
  };
}

/** The store config's import (SPEC 4.3: the answer is the store config, its data_warehouse carrying the import). */
const importOfConfig = (body: any) => sellerImportOf(body.data.data_warehouse.import);

/** The seller-csv calls of SPEC 7.2 and the imports they start. */
export const sellerApi = {
  /** Sent without waiting (`wait=0`): the answer is the queued import, followed live afterwards. */
  upload: async (file: File, onProgress: (fraction: number) => void) => importOfConfig(await uploadWithProgress('/stores/seller-csv', { wait: '0' }, file, onProgress)),
  /** Imports the kept upload of `importId` again with a corrected mapping. */
  remap: async (importId: string, mapping: FieldMapping[]) => importOfConfig(await api('POST', `/stores/seller-csv/${encodeURIComponent(importId)}/mapping`, { mapping })),
  /** The store's latest seller import, or null before the first. */
  latest: async () => {
    const list = (await api<{ data: { data: unknown[] } }>('GET', '/stores/imports?kind=seller-csv&limit=1')).data.data;
    return list[0] ? sellerImportOf(list[0]) : null;
  },
  get: async (id: string) => sellerImportOf((await api<{ data: unknown }>('GET', importPath(id))).data),
  /** The store config's store_type (SPEC 3), or null when none is set. */
  storeType: async () => (await api<{ data: { store_type?: string | null } | null }>('GET', '/stores/default')).data?.store_type ?? null,
};

/** A warehouse field a file column can fill (GET /stores/seller-csv/fields). */
export interface SellerField {
  key: string;
  level: 'order' | 'line';
  type: string;
}

/** The fields, in the server's order (order fields first). */
export const sellerFields = async () => (await api<{ data: { data: SellerField[] } }>('GET', '/stores/seller-csv/fields')).data.data;
