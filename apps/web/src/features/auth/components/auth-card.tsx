import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of /login and /register: a centred card with the heading and a link to the other. */
export function AuthCard({ title, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:py-16">
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-6 p-6 sm:p-8">
          <h1 className="text-center text-3xl font-bold tracking-tight">{title}</h1>
          {children}
          {footer && <p className="text-center text-sm text-base-content/80">{footer}</p>}
        </div>
      </div>
    </div>
  );
}
