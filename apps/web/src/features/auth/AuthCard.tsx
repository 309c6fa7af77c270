import type { ReactNode } from 'react';
import { useConfigurations } from '../../graphql/configurations.ts';
import './auth.css';

/**
 * The shell-less frame of the /auth pages: configured logo, a title and the form.
 * Plain markup on purpose: antd Card and Typography would pull Tabs, Dropdown and Tooltip into the
 * sign-in route's first load.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const config = useConfigurations();
  const logo = config.get('logo-auth-url');
  const company = config.get('company-short-name');
  const product = company ? `${company} Time Tracker` : 'Time Tracker';
  return (
    <main className="tally-auth">
      <div className="tally-auth-card">
        <div className="tally-auth-brand">
          {logo ? <img src={logo} alt={product} /> : <span className="tally-auth-product">{product}</span>}
        </div>
        <h1 className="tally-auth-title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
