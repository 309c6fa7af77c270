import { readBoolean, readJson } from '@tally/domain/super-admin/config';
import { clientFilterNames, vaccineDeadline } from '@tally/domain/vaccine/vaccine';
import { useMemo } from 'react';
import { useConfigurations } from '../../graphql/configurations.ts';

export interface VaccineSettings {
  loading: boolean;
  /** vaccine-tracker-enabled: the routes and menu entries exist only while on. */
  enabled: boolean;
  /** vaccine-deadline-date (YYYY-MM-DD), the spec's January 18, 2022 by default. */
  deadline: string;
  /** vaccine-report-client-filters: the report's quick client filters. */
  clientFilters: string[];
}

/** The vaccine tracker's configuration, read with the domain readers (defaults included). */
export function useVaccineSettings(): VaccineSettings {
  const config = useConfigurations();
  return useMemo(() => {
    const values = {
      'vaccine-tracker-enabled': config.get('vaccine-tracker-enabled'),
      'vaccine-deadline-date': config.get('vaccine-deadline-date'),
      'vaccine-report-client-filters': config.get('vaccine-report-client-filters'),
    };
    return {
      loading: config.loading,
      enabled: readBoolean(values, 'vaccine-tracker-enabled'),
      deadline: vaccineDeadline(values['vaccine-deadline-date']),
      clientFilters: clientFilterNames(readJson(values, 'vaccine-report-client-filters')),
    };
  }, [config]);
}
