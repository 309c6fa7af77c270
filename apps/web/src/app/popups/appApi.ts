import type { useAppProps } from 'antd/es/app/context';
import AppContext from 'antd/es/app/context';
import { useContext } from 'react';

/** message, notification and modal as antd's App gives them (App.useApp()). */
export type AppApi = useAppProps;

/**
 * The same as antd's App.useApp() without importing antd's App (and with it every pop-up's code) into the
 * module graph: LazyApp provides this context, loading antd's pop-ups on their first use.
 */
export function useAppApi(): AppApi {
  return useContext(AppContext);
}

export { AppContext };
