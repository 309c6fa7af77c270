import { syncStatusColor, syncStatusLabel } from '@tally/domain/integrations';
import { Tag } from 'antd';
import { readableTagStyle } from '../../../ui/readableTag.ts';

/** A task's sync state in the spec's colours (S-019), with words for those who do not see colour. */
export function SyncStatusTag({ sourceId, status }: { sourceId: string | null; status: string | null }) {
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
