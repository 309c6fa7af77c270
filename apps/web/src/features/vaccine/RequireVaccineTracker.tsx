import { Outlet } from 'react-router';
import { NotFound } from '../../app/NotFound.tsx';
import { RouteLoading } from '../../app/RouteLoading.tsx';
import { useVaccineSettings } from './useVaccineSettings.ts';

/** The vaccine tracker's routes exist only while vaccine-tracker-enabled is on; the API refuses them too. */
export function RequireVaccineTracker() {
  const settings = useVaccineSettings();
  if (settings.loading) return <RouteLoading />;
  if (!settings.enabled) return <NotFound />;
  return <Outlet />;
}
