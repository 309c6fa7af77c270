import { useMutation } from '@apollo/client/react';
import { App, Card, Space, Switch, Typography } from 'antd';
import { useId } from 'react';
import { type ProfileQuery, UpdateProfileSettingsDocument } from '../../graphql/generated/graphql.ts';

type SettingKey = 'useNewTaskSelector' | 'emailNotifications';

const PREFERENCES: { key: SettingKey; label: string; description: string }[] = [
  {
    key: 'useNewTaskSelector',
    label: 'New task selector (preview)',
    description:
      'Add Task opens the three-column picker (Project, Category, Task) instead of the step-by-step one.',
  },
  {
    key: 'emailNotifications',
    label: 'E-mail notifications',
    description: 'E-mails when a timesheet is submitted to you, and when yours is approved or declined.',
  },
];

/**
 * The profile's preference switches (U-006, and the notification setting of issue #4); each saves at once, and
 * the answer updates the Profile query's `me` in the cache.
 */
export function PreferencesCard({ me }: { me: Pick<ProfileQuery['me'], '_id' | 'settings'> }) {
  const [update, { loading }] = useMutation(UpdateProfileSettingsDocument);
  const { message } = App.useApp();
  const baseId = useId();

  const change = async (key: SettingKey, value: boolean) => {
    try {
      await update({ variables: { id: me._id, input: { [key]: value } } });
      void message.success('Preference saved');
    } catch (error) {
      void message.error(error instanceof Error ? error.message : 'The preference could not be saved.');
    }
  };

  return (
    <Card title="Preferences">
      <Space direction="vertical" size="middle">
        {PREFERENCES.map(({ key, label, description }) => (
          <Space key={key} align="start" size="middle">
            <Switch
              id={`${baseId}-${key}`}
              checked={me.settings[key]}
              loading={loading}
              onChange={(checked) => void change(key, checked)}
              aria-describedby={`${baseId}-${key}-description`}
            />
            <div>
              <label htmlFor={`${baseId}-${key}`}>
                <Typography.Text strong>{label}</Typography.Text>
              </label>
              <br />
              <Typography.Text type="secondary" id={`${baseId}-${key}-description`}>
                {description}
              </Typography.Text>
            </div>
          </Space>
        ))}
      </Space>
    </Card>
  );
}
