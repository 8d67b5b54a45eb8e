/**
 * docs/requirements/shop.md §5 file rules, checked in the browser before a byte is sent and again on the server.
 * The server then decodes every image: the type a file claims is never trusted (media/…).
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * The longest side of a stored photo: sharper than any screen the shop is shown on, a fraction of
 * a phone photo's bytes. The server cuts every upload to it; the studio shrinks photos to it in the
 * browser before sending, so a phone sends a few hundred kilobytes instead of megabytes (issue 41).
 */
export const STORED_IMAGE_LONG_SIDE = 2000;

/** §5 lists these for any upload; product and profile photos accept only the image ones. */
export const ALLOWED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf', 'text/plain', 'application/json'] as const;
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
const EXECUTABLE_EXTENSIONS = ['.exe', '.bat', '.cmd', '.scr', '.js', '.vbs'] as const;
const SAFE_NAME = /^[A-Za-z0-9._-]+$/;

export type UploadIssue = 'FILE_TOO_LARGE' | 'FILE_TYPE_NOT_ALLOWED' | 'FILE_NAME_INVALID' | 'FILE_EXECUTABLE';

export const UPLOAD_MESSAGES: Readonly<Record<UploadIssue, string>> = {
  FILE_TOO_LARGE: 'File size must be less than 10MB',
  FILE_TYPE_NOT_ALLOWED: 'File type not allowed',
  FILE_NAME_INVALID: 'File name contains invalid characters',
  FILE_EXECUTABLE: 'Executable file types are not allowed',
};

export interface UploadCandidate {
  name: string;
  size: number;
  type: string;
}

/**
 * The first rule a file breaks, in the order a person can act on (what it is, then its name,
 * then its size), or null. Every dotted part of the name counts: "photo.exe.jpg" is refused.
 */
export function uploadIssue(file: UploadCandidate, allowed: readonly string[] = IMAGE_UPLOAD_TYPES): UploadIssue | null {
  const lower = file.name.toLowerCase();
  const parts = lower.split('.').slice(1).map((p) => `.${p}`);
  if (parts.some((p) => (EXECUTABLE_EXTENSIONS as readonly string[]).includes(p))) return 'FILE_EXECUTABLE';
  if (!allowed.includes(file.type.toLowerCase())) return 'FILE_TYPE_NOT_ALLOWED';
  if (!SAFE_NAME.test(file.name) || file.name.length > 200) return 'FILE_NAME_INVALID';
  if (file.size > MAX_UPLOAD_BYTES) return 'FILE_TOO_LARGE';
  return null;
}

/**
 * Browsers and phones name files freely ("IMG 2041 (1).JPG", Amharic names): the web app renames
 * them to the §5 alphabet before checking, so only the content and the extension decide.
 */
export function safeUploadName(name: string): string {
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name).replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'photo';
  const ext = dot > 0 ? name.slice(dot + 1).replace(/[^A-Za-z0-9]/g, '').slice(0, 8) : '';
  return ext ? `${stem}.${ext}` : stem;
}
