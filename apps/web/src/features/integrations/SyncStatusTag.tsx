import { syncStatusColor, syncStatusLabel } from '@tally/domain/integrations/integrations';
import { Tag } from 'antd';
import { readableTagStyle } from '../../ui/readableTag.ts';

export const INTEGRATION_OFF_LABEL = 'Integration off';

/**
 * A task's sync state in the spec's colours (S-019), with words for those who do not see colour. While the
 * integration is off nothing syncs, so the tag says so in grey and keeps the last recorded state as text,
 * instead of a green 'Synced' the page itself contradicts.
 */
export function SyncStatusTag({
  sourceId,
  status,
  connected = true,
}: {
  sourceId: string | null;
  status: string | null;
  connected?: boolean;
}) {
  if (!connected) {
    return (
      <span>
        <Tag data-sync-color="default" style={readableTagStyle('default')} className="integrations__sync-tag">
          {INTEGRATION_OFF_LABEL}
        </Tag>
        <span className="integrations__last-state">last recorded: {syncStatusLabel(sourceId, status)}</span>
      </span>
    );
  }
  const color = syncStatusColor(sourceId, status);
  return (
    <Tag
      color={color}
      data-sync-color={color}
      style={readableTagStyle(color)}
      className="integrations__sync-tag"
    >
      {syncStatusLabel(sourceId, status)}
    </Tag>
  );
}
