import { WarningOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { ALL_CLIENTS, VACCINE_TEXTS } from '@tally/domain/vaccine/vaccine';
import type { VaccineReportTable } from '@tally/domain/vaccine/vaccine-report';
import { Input, Radio, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useMemo, useState } from 'react';
import { VaccineTrackerReportDocument } from '../../../graphql/generated/graphql.ts';
import { ExportButtons } from '../../../ui/ExportButtons.tsx';
import { QueryError } from '../../../ui/QueryState.tsx';
import { STICKY_FIRST } from '../../../ui/table/phoneCards.ts';
import { useToday } from '../../../ui/useToday.ts';
import { useVaccineSettings } from '../useVaccineSettings.ts';
import {
  displayDate,
  displayLogin,
  filterNotVaccinated,
  type NotRespondedView,
  type NotVaccinatedView,
  type PersonView,
  splitReport,
  type VaccinatedView,
} from './rows.ts';
import '../vaccine.css';

const employeeColumn = <T extends PersonView>(): ColumnsType<T>[number] => ({
  key: 'name',
  title: 'Employee',
  dataIndex: 'name',
  width: 240,
  sorter: (a, b) => a.name.localeCompare(b.name),
  render: (_value, row) => (
    <div>
      <div>{row.name}</div>
      {row.email && <Typography.Text type="secondary">{row.email}</Typography.Text>}
    </div>
  ),
});

interface ReportTableProps<T extends PersonView> {
  id: string;
  title: string;
  /** The table's export: GET /api/reports/vaccine.csv|.xlsx?table=... */
  table: VaccineReportTable;
  /** The table's filters, for the export (Not Vaccinated's client and search). */
  exportParams?: Record<string, string>;
  rows: readonly T[];
  columns: ColumnsType<T>;
  loading: boolean;
  tools?: ReactNode;
}

/** One of the three tables (V-026): titled with its count, CSV export of its shown rows, 400 px high. */
function ReportTable<T extends PersonView>({
  id,
  title,
  table,
  exportParams = {},
  rows,
  columns,
  loading,
  tools,
}: ReportTableProps<T>) {
  return (
    <section className="vaccine-report__section" aria-labelledby={id}>
      <div className="vaccine-report__toolbar">
        <Typography.Title level={2} id={id}>
          {`${title} (${rows.length})`}
        </Typography.Title>
        {tools}
        <ExportButtons
          report="vaccine"
          params={{ table, ...exportParams }}
          disabled={rows.length === 0}
          label="Export CSV"
          ariaLabels={{ csv: `Export ${title} as CSV`, xlsx: `Export ${title} as XLSX` }}
        />
      </div>
      {/* The region scrolls within 400 px (spec §9), sideways below 880 px; it takes focus so keyboards can scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={`vaccine-report__grid ${STICKY_FIRST}`} aria-label={title} tabIndex={0}>
        <Table<T>
          rowKey="key"
          size="small"
          columns={columns}
          dataSource={rows as T[]}
          loading={loading}
          pagination={false}
          sticky
          locale={{ emptyText: 'No one' }}
        />
      </section>
    </section>
  );
}

/** /vaccine-tracker/report: 'Vaccine Tracker Report' (V-024..V-031), for the vaccine-report group. */
export function Component() {
  const today = useToday();
  const settings = useVaccineSettings();
  const { data, loading, error, refetch } = useQuery(VaccineTrackerReportDocument);
  const [client, setClient] = useState<string>(ALL_CLIENTS);
  const [search, setSearch] = useState('');

  const tables = useMemo(() => splitReport(data?.vaccineTrackerReport ?? [], today), [data, today]);
  const notVaccinated = filterNotVaccinated(tables.notVaccinated, client, search);

  const vaccinatedColumns: ColumnsType<VaccinatedView> = [
    employeeColumn<VaccinatedView>(),
    {
      key: 'vaccine',
      title: 'Vaccine',
      dataIndex: 'vaccine',
      render: (vaccine: string, row) =>
        row.proofUrl ? (
          <a href={row.proofUrl} target="_blank" rel="noreferrer">
            {vaccine || 'Proof'}
          </a>
        ) : (
          vaccine
        ),
    },
    {
      key: 'vaccineDate',
      title: 'Vaccine Date',
      dataIndex: 'vaccineDate',
      sorter: (a, b) => (a.vaccineDate ?? '').localeCompare(b.vaccineDate ?? ''),
      render: (date: string | null) => displayDate(date),
    },
  ];

  const notRespondedColumns: ColumnsType<NotRespondedView> = [
    employeeColumn<NotRespondedView>(),
    { key: 'type', title: 'Type', dataIndex: 'type' },
    {
      key: 'lastLogin',
      title: 'Last Login',
      dataIndex: 'lastLogin',
      sorter: (a, b) => (a.lastLogin ?? '').localeCompare(b.lastLogin ?? ''),
      render: (login: string | null) => displayLogin(login),
    },
  ];

  const notVaccinatedColumns: ColumnsType<NotVaccinatedView> = [
    employeeColumn<NotVaccinatedView>(),
    { key: 'status', title: 'Status', dataIndex: 'status' },
    { key: 'project', title: 'Project', dataIndex: 'project' },
    { key: 'client', title: 'Client', dataIndex: 'client' },
    {
      key: 'test',
      title: 'Test Results',
      dataIndex: 'testUrl',
      render: (url: string | null, row) =>
        url ? (
          <a href={url} target="_blank" rel="noreferrer" aria-label={`Test results of ${row.name}`}>
            View Test
          </a>
        ) : (
          VACCINE_TEXTS.noTest
        ),
    },
    {
      key: 'lastTestDate',
      title: 'Last Test Date',
      dataIndex: 'lastTestDate',
      sorter: (a, b) => (a.lastTestDate ?? '').localeCompare(b.lastTestDate ?? ''),
      render: (date: string | null, row) =>
        date && row.countdown ? (
          <Tooltip title={`${row.countdown.message}. ${row.countdown.followUp}`}>
            <button
              type="button"
              className="vaccine-report__date"
              aria-label={`${displayDate(date)}: ${row.countdown.message}`}
            >
              {displayDate(date)}
              {row.countdown.overdue && (
                <WarningOutlined className="vaccine-report__warning" aria-hidden="true" />
              )}
            </button>
          </Tooltip>
        ) : (
          ''
        ),
    },
  ];

  return (
    <div className="vaccine-report">
      <Typography.Title level={1}>{VACCINE_TEXTS.reportTitle}</Typography.Title>
      {error && !data ? (
        <QueryError title="The report could not be loaded." error={error} onRetry={refetch} />
      ) : (
        <>
          <ReportTable
            id="vaccine-report-vaccinated"
            title="Fully Vaccinated"
            table="vaccinated"
            rows={tables.vaccinated}
            columns={vaccinatedColumns}
            loading={loading}
          />
          <ReportTable
            id="vaccine-report-not-responded"
            title="Not Responded"
            table="notResponded"
            rows={tables.notResponded}
            columns={notRespondedColumns}
            loading={loading}
          />
          <ReportTable
            id="vaccine-report-not-vaccinated"
            title="Not Vaccinated"
            table="notVaccinated"
            exportParams={{ client, search }}
            rows={notVaccinated}
            columns={notVaccinatedColumns}
            loading={loading}
            tools={
              <>
                <Radio.Group
                  aria-label="Client"
                  optionType="button"
                  value={client}
                  onChange={(event) => setClient(event.target.value as string)}
                  options={[ALL_CLIENTS, ...settings.clientFilters].map((name) => ({
                    value: name,
                    label: name,
                  }))}
                />
                <Input.Search
                  className="vaccine-report__search"
                  placeholder="Search"
                  aria-label="Search Not Vaccinated"
                  allowClear
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </>
            }
          />
        </>
      )}
    </div>
  );
}
