import { Card } from 'antd';
import { TimeOffViews } from '../time-off/TimeOffViews.tsx';

/**
 * The user's own time-off balances and transactions (U-007..U-012): shown when show-timeoff-balances is on;
 * read-only here (adding is the human-resources screen's, H-016). The week screen's time-off link lands here.
 */
export function TimeOffCard({ userId }: { userId: string }) {
  return (
    <Card title="Time-off Balances" id="time-off">
      <TimeOffViews userId={userId} />
    </Card>
  );
}
