import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import type { Configurations } from '../../graphql/configurations.ts';
import type { ShellUser } from './meContext.ts';
import { TopBarTimer } from './timer/TopBarTimer.tsx';
import { UserMenu } from './UserMenu.tsx';

interface TopBarProps {
  me: ShellUser;
  config: Configurations;
  collapsed: boolean;
  onToggleMenu: () => void;
}

/**
 * Logo linking to /user, menu toggle, the running timer (issue 18), the old-site button and the account avatar
 * (A-039, A-040, A-051).
 */
export function TopBar({ me, config, collapsed, onToggleMenu }: TopBarProps) {
  const logo = config.get('logo-topbar-url');
  const company = config.get('company-short-name');
  const legacySite = config.get('legacy-site-url');
  const name = company ? `${company} Time Tracker` : 'Time Tracker';
  return (
    <div className="tally-topbar">
      <Button
        type="text"
        className="tally-topbar-toggle"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggleMenu}
        aria-label={collapsed ? 'Expand menu' : 'Collapse menu'}
        aria-expanded={!collapsed}
        aria-controls="tally-side-menu"
      />
      <Link to="/user" className="tally-topbar-logo" aria-label={`${name} home`}>
        {logo ? <img src={logo} alt="" height={32} /> : <span>{name}</span>}
      </Link>
      <div className="tally-topbar-actions">
        <TopBarTimer />
        {me.inviteToBeta && legacySite ? (
          <Button href={legacySite} ghost>
            Return to the old site?
          </Button>
        ) : null}
        <UserMenu me={me} />
      </div>
    </div>
  );
}
