import type { ReactNode } from 'react';
import { CameraIcon } from './icons';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
}

/** Shown in place of a list that has nothing in it. */
export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-box border border-dashed border-base-300 px-6 py-16 text-center">
      <CameraIcon className="size-10 text-base-content/50" />
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      {children && <div className="mt-2 text-base-content/75">{children}</div>}
    </div>
  );
}
