import { api, ApiError } from '../api/http.ts';
import { getAppState } from '../state/app-state.ts';

/** A problem an import found: its line in the file (when it has one) and the message in the reader's language. */
export interface ImportProblem {
  line: number | null;
  code: string;
  message: string;
  fatal: boolean;
}

/** Where an upload's import stands, as GET /stores/imports/{id} and the importProgress subscription tell it. */
export interface ImportState {
  id: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
  stage: 'checking' | 'loading' | 'saving' | null;
  progress: number;
  rowsTotal: number;
  rowsImported: number;
  bytesRead: number;
  bytesTotal: number;
  tableName: string | null;
  errors: ImportProblem[];
}

/** The REST import (snake_case) in the subscription's shape. */
export function importStateOf(json: any): ImportState {
  return {
    id: json.id,
    status: json.status,
    stage: json.stage ?? null,
    progress: json.progress ?? 0,
    rowsTotal: json.rows_total ?? 0,
    rowsImported: json.rows_imported ?? 0,
    bytesRead: json.bytes_read ?? 0,
    bytesTotal: json.bytes_total ?? 0,
    tableName: json.table_name ?? null,
    errors: json.errors ?? [],
  };
}

/** The REST path of one import, whatever its kind. */
export const importPath = (id: string) => `/stores/imports/${encodeURIComponent(id)}`;

/** Imports of every kind are read and cancelled through the same calls. */
export const importApi = {
  state: async (id: string) => importStateOf((await api<{ data: unknown }>('GET', importPath(id))).data),
  cancel: async (id: string) => importStateOf((await api<{ data: unknown }>('POST', `${importPath(id)}/cancel`)).data),
};

/**
 * Posts a file as multipart field `file` (after `fields`) with XMLHttpRequest, because fetch cannot report upload
 * progress. Resolves with the answer's body; a refusal (not a CSV, empty) comes back as ApiError, so the generic
 * handler shows the server's translated message.
 */
export function uploadWithProgress(path: string, fields: Record<string, string>, file: File, onProgress: (fraction: number) => void): Promise<any> {
  const { auth, settings } = getAppState();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('x-locale', settings.selectedLanguage);
    if (auth.token) request.setRequestHeader('authorization', `Bearer ${auth.token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, undefined));
    request.onload = () => {
      let body: any;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = {};
      }
      if (request.status >= 200 && request.status < 300) resolve(body);
      else reject(new ApiError(request.status, body ?? {}));
    };
    const form = new FormData();
    // Fields before the file: the server reads them as they stream in.
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    request.send(form);
  });
}
