import { useQuery } from '@apollo/client/react';
import { Spin } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { editQueue, useQueuedEdits } from '../../features/timesheets/offline/editQueue.ts';
import { usePageWorksOffline } from '../../features/timesheets/offline/offlinePage.ts';
import { queueCounts } from '../../features/timesheets/offline/queueModel.ts';
import { useSendQueue } from '../../features/timesheets/offline/useSendQueue.ts';
import { useConfigurations } from '../../graphql/configurations.ts';
import { ShellMeDocument } from '../../graphql/generated/shell/graphql.ts';
import { PHONE_MAX_WIDTH } from '../../ui/phone.ts';
import { LazyApp } from '../popups/LazyApp.tsx';
import { EnvironmentBanner, OfflineBanner, RefusedEditsBanner } from './Banners.tsx';
import { MeContext, type ShellUser } from './meContext.ts';
import { loadMenuIcons } from './menuIcons.tsx';
import type { MenuEntry } from './menuMatching.ts';
import { SideMenu } from './SideMenu.tsx';
import { useSidebarCollapse } from './sidebarCollapse.ts';
import { TopBar } from './TopBar.tsx';
import { TimerProvider } from './timer/TimerProvider.tsx';
import { useLayoutClasses } from './useLayoutClasses.ts';
import { useOnline } from './useOnline.ts';
import { useReloadAfterHidden } from './useReloadAfterHidden.ts';
import './shell.css';

export const SIDEBAR_WIDTH = 250;
const SIDEBAR_COLLAPSED_WIDTH = 64;

/** Result and its illustrations load only when the user's data fails, not with every shell route. */
const ShellError = lazy(() => import('./ShellError.tsx').then((module) => ({ default: module.ShellError })));

function ShellFrame({ me }: { me: ShellUser }) {
  const config = useConfigurations();
  const online = useOnline();
  // The week keeps working offline (issue #18): its edits wait on this device and are sent once back online.
  const worksOffline = usePageWorksOffline();
  const counts = queueCounts(useQueuedEdits(editQueue()), me._id);
  useSendQueue(me._id);
  const dimmed = !online && !worksOffline;
  const [collapsed, setCollapsed] = useSidebarCollapse(me.temporaryPassword);
  useReloadAfterHidden();
  const classes = useLayoutClasses();
  // On a phone the menu is a drawer over the page (shell.css), closed whenever the page changes (issue #14).
  const { pathname } = useLocation();
  const onPhone = () => window.innerWidth <= PHONE_MAX_WIDTH;
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the drawer whenever the page changes.
  useEffect(() => {
    if (onPhone()) setCollapsed(true);
  }, [pathname]);
  const siderWidth = `${collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH}px`;

  return (
    <MeContext.Provider value={me}>
      <div className={`${classes.layout} tally-shell`}>
        {/* Pages put their skip links here (first in the Tab order), e.g. the week's 'Skip to the hours'. */}
        <div id="tally-skip-links" />
        <EnvironmentBanner />
        <header className={`${classes.header} tally-header`}>
          <TopBar
            me={me}
            config={config}
            collapsed={collapsed}
            onToggleMenu={() => setCollapsed(!collapsed)}
          />
        </header>
        {online ? null : <OfflineBanner waiting={counts.waiting} />}
        {counts.conflicts > 0 ? <RefusedEditsBanner count={counts.conflicts} /> : null}
        <div className={`${classes.layoutWithSider} tally-body`}>
          {collapsed ? null : (
            <div className="tally-sider-backdrop" aria-hidden onClick={() => setCollapsed(true)} />
          )}
          <aside
            className={`${classes.sider(collapsed)} tally-sider`}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && onPhone()) setCollapsed(true);
            }}
            style={{
              flex: `0 0 ${siderWidth}`,
              maxWidth: siderWidth,
              minWidth: siderWidth,
              width: siderWidth,
            }}
          >
            <div className={classes.siderChildren}>
              <nav id="tally-side-menu" aria-label="Main menu">
                <SideMenu entries={me.menu} collapsed={collapsed} />
              </nav>
            </div>
          </aside>
          <main
            className={`${classes.content} ${dimmed ? 'tally-content tally-offline' : 'tally-content'}`}
            inert={dimmed}
          >
            <div className="tally-content-inner">
              <Outlet />
            </div>
          </main>
        </div>
      </div>
    </MeContext.Provider>
  );
}

/**
 * The authenticated layout of every shell prefix (A-003, A-038..A-053). LazyApp, which gives App.useApp()
 * (message, notification, modal) the theme, lives here rather than in the root providers, and loads antd's
 * pop-ups on their first use, not with the route.
 */
export function Component() {
  return (
    <LazyApp>
      <ShellContent />
    </LazyApp>
  );
}

/**
 * True once the icons of the user's menu have loaded (or failed to: MenuIcon tries again), so the shell
 * is drawn with them, as when every icon came with the shell.
 */
function useMenuIconsReady(menu: readonly MenuEntry[] | undefined): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!menu || ready) return;
    let current = true;
    void loadMenuIcons(menu.map((entry) => entry.iconName))
      .catch(() => undefined)
      .then(() => {
        if (current) setReady(true);
      });
    return () => {
      current = false;
    };
  }, [menu, ready]);
  return ready;
}

function ShellContent() {
  const { data, error, loading, refetch } = useQuery(ShellMeDocument);
  const iconsReady = useMenuIconsReady(data?.me?.menu);

  if (data?.me && iconsReady) {
    return (
      <TimerProvider>
        <ShellFrame me={data.me} />
      </TimerProvider>
    );
  }
  if (loading || data?.me) {
    return (
      <main className="tally-loading">
        <Spin size="large" description="Loading user data">
          <div className="tally-loading-box" />
        </Spin>
      </main>
    );
  }
  return (
    <Suspense fallback={null}>
      <ShellError detail={error?.message} onRetry={() => void refetch()} />
    </Suspense>
  );
}
