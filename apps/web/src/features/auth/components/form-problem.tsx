import type { ReactNode } from 'react';

/**
 * A server refusal that names no field (a wrong password), shown under the form where the
 * eye already is, not only in a toast that fades (issue 19).
 */
export function FormProblem({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-box border border-error/50 bg-error/10 px-4 py-3 text-sm">
      <p className="font-medium">{message}</p>
      {children}
    </div>
  );
}
