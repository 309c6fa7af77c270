import { Empty, Timeline, Typography } from 'antd';
import type { TimesheetTimelineEvent } from '../shared/view-props.ts';

const COLORS: Record<string, string> = { Approved: 'green', Declined: 'red', Cancelled: 'gray' };

function who(event: TimesheetTimelineEvent): string | null {
  if (event.createdByUser) return `${event.createdByUser.firstName} ${event.createdByUser.lastName}`;
  return event.createdBy ?? null;
}

/** A comment left with a decline or cancel, if the event's metadata carries one. */
function commentOf(metadata: unknown): string | null {
  if (!metadata || typeof metadata !== 'object') return null;
  const { comments, comment } = metadata as Record<string, unknown>;
  const text = typeof comments === 'string' ? comments : typeof comment === 'string' ? comment : null;
  return text?.trim() || null;
}

/** The sheet's timeline, newest first (T-058). */
export function ActivityTimeline({ events }: { events: readonly TimesheetTimelineEvent[] }) {
  if (events.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No activity yet" />;
  const newestFirst = [...events].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <Timeline
      items={newestFirst.map((event) => {
        const by = who(event);
        const comment = commentOf(event.metadata);
        return {
          key: `${event.date}-${event.type}`,
          color: COLORS[event.type] ?? 'blue',
          content: (
            <>
              <Typography.Text strong>{by ? `${event.type} by ${by}` : event.type}</Typography.Text>
              <div>
                <Typography.Text type="secondary">{new Date(event.date).toLocaleString()}</Typography.Text>
              </div>
              {comment ? <Typography.Paragraph italic>“{comment}”</Typography.Paragraph> : null}
            </>
          ),
        };
      })}
    />
  );
}
