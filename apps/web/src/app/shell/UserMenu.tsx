import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { Popover } from '../../ui/popups.tsx';
import { InitialsAvatar } from './InitialsAvatar.tsx';
import type { ShellUser } from './meContext.ts';

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

function AccountCard({ me, onNavigate }: { me: ShellUser; onNavigate: () => void }) {
  const email = me.emails[0]?.address;
  return (
    <section className="tally-account-card" aria-label="Account">
      <strong className="tally-text-strong">{`${me.firstName} ${me.lastName}`}</strong>
      {me.title ? <span className="tally-text-secondary">{me.title}</span> : null}
      {email ? <span className="tally-text-secondary">{email}</span> : null}
      {/* antd's small horizontal Divider, drawn by shell.css. */}
      <hr className="tally-account-divider" />
      <Link to="/user/profile" onClick={onNavigate}>
        Profile
      </Link>
      <Link to="/auth/signout" onClick={onNavigate}>
        Sign out
      </Link>
    </section>
  );
}

/** Avatar in the top bar opening the account popover. */
export function UserMenu({ me }: { me: ShellUser }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      content={<AccountCard me={me} onNavigate={() => setOpen(false)} />}
    >
      <Button
        type="text"
        shape="circle"
        className="tally-avatar-button"
        aria-label={`Account menu for ${me.firstName} ${me.lastName}`}
        aria-haspopup="true"
        aria-expanded={open}
      >
        <InitialsAvatar src={me.imageUrl || undefined} initials={initials(me.firstName, me.lastName)} />
      </Button>
    </Popover>
  );
}
