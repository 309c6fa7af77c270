import {
  OVERUTILIZED_ABOVE,
  UNDERUTILIZED_BELOW,
  utilizationColor,
} from '@tally/domain/performance/utilization';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const FILL = { green: '#389e0d', orange: '#d46b08', red: '#cf1322' } as const;

export interface ChartPerson {
  name: string;
  pctUtilized: number | null;
}

/**
 * Utilization of the people on the page as bars coloured by band, with the Underutilized and
 * Overutilized lines. Loaded on its own (recharts is heavy) by the report page.
 */
export default function UtilizationChart({ people }: { people: readonly ChartPerson[] }) {
  const bars = people
    .filter((person) => person.pctUtilized !== null)
    .map((person) => ({ name: person.name, pct: person.pctUtilized as number }));
  const under = bars.filter((bar) => bar.pct < UNDERUTILIZED_BELOW).length;
  const over = bars.filter((bar) => bar.pct > OVERUTILIZED_ABOVE).length;
  const summary =
    `Utilization of ${bars.length} people on this page: ${under} below ${UNDERUTILIZED_BELOW} %, ` +
    `${over} above ${OVERUTILIZED_ABOVE} %.`;
  return (
    <figure aria-label={summary} style={{ margin: 0 }}>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={bars} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="name"
            tick={bars.length > 8 ? false : { fontSize: 12 }}
            interval={0}
            height={bars.length > 8 ? 8 : 40}
          />
          <YAxis
            unit=" %"
            width={56}
            domain={[0, (max: number) => Math.max(120, Math.ceil(max / 10) * 10)]}
          />
          <Tooltip formatter={(value) => [`${Number(value).toFixed(2)} %`, 'Utilized']} />
          <ReferenceLine
            y={UNDERUTILIZED_BELOW}
            stroke="#d46b08"
            strokeDasharray="4 4"
            label={{ value: `${UNDERUTILIZED_BELOW} %`, position: 'insideTopLeft', fontSize: 11 }}
          />
          <ReferenceLine
            y={OVERUTILIZED_ABOVE}
            stroke="#cf1322"
            strokeDasharray="4 4"
            label={{ value: `${OVERUTILIZED_ABOVE} %`, position: 'insideTopLeft', fontSize: 11 }}
          />
          <Bar dataKey="pct" name="Utilized" maxBarSize={40} isAnimationActive={false}>
            {bars.map((bar) => (
              <Cell key={bar.name} fill={FILL[utilizationColor(bar.pct)]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
      <figcaption className="utilization__band">{summary}</figcaption>
    </figure>
  );
}
