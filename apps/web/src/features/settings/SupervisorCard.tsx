import { Card, Descriptions } from 'antd';
import type { ProfileQuery } from '../../graphql/generated/graphql.ts';

type Supervisor = NonNullable<ProfileQuery['me']['supervisor']>;

/** The supervisor card (U-005): shown only when the user has a supervisor. */
export function SupervisorCard({ supervisor }: { supervisor: Supervisor }) {
  const email = supervisor.emails[0]?.address;
  return (
    <Card title="Supervisor">
      <Descriptions
        column={1}
        styles={{ label: { width: 200 } }}
        items={[
          { key: 'name', label: 'Name', children: `${supervisor.firstName} ${supervisor.lastName}` },
          {
            key: 'email',
            label: 'E-mail',
            children: email ? <a href={`mailto:${email}`}>{email}</a> : 'Not set',
          },
        ]}
      />
    </Card>
  );
}
