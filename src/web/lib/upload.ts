import { isApiErrorBody } from '@domain/http/errors';
import { ApiError } from './api-client';

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Extra form fields sent before the file (the server reads them first). */
  fields?: Record<string, string>;
  /** 0..1 as the bytes leave the device (fetch cannot report this; XMLHttpRequest can). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one file as multipart/form-data under the field name `file`, reporting progress, and
 * answers like `api()`: the parsed JSON, or an ApiError with the server's code.
 */
export function uploadFile<T>(path: string, file: Blob, name: string, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    const lang = typeof document !== 'undefined' ? document.documentElement.lang : '';
    if (lang) xhr.setRequestHeader('accept-language', lang);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(data as T);
      } else if (isApiErrorBody(data)) {
        reject(new ApiError(xhr.status, data.error.code, data.error.message, data.error.fields));
      } else {
        reject(new ApiError(xhr.status, xhr.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST', xhr.statusText || 'Upload failed'));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'Unable to reach the server. Please check your connection.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const [k, v] of Object.entries(options.fields ?? {})) form.append(k, v);
    form.append('file', file, name);
    xhr.send(form);
  });
}
