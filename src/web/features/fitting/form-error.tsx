import { ApiError } from '../../lib/api-client';
import type { ErrorText } from '../../lib/error-text';

/** A form's refusal (a field code from the schema or the server), said where the form is and announced. */
export function FormError({ code, errorText }: { code: string | null; errorText: ErrorText }) {
  if (!code) return null;
  return (
    <p role="alert" data-testid="measurement-form-error" className="text-sm font-semibold text-[#8f1b2a]">
      {errorText(new ApiError(400, code, code))}
    </p>
  );
}
