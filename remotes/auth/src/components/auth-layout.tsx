import type { ReactNode } from 'react';
// The signed-out screens' only styles: no design system on /login (its first-load budget).
import './auth.css';

/** The card every signed-out screen sits in. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <main className="hb-auth">
      <div className="hb-auth-card">
        <div className="hb-auth-header">
          <p className="hb-auth-brand">Haulboard</p>
          <h1 className="hb-auth-title">{title}</h1>
          {subtitle && <p className="hb-auth-muted">{subtitle}</p>}
        </div>
        {children}
      </div>
    </main>
  );
}
