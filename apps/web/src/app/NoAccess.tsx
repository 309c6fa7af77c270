import { GROUP_LABELS, type GroupName } from '@tally/domain/auth/groups';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { DEFAULT_RETURN_TO } from '../features/auth/returnTo.ts';

export const NO_ACCESS_TITLE = 'You do not have access to this page';

/** 'Finance', 'Finance or Admin', 'Finance, Admin or Super Admin'. */
function groupList(groups: readonly GroupName[]): string {
  const labels = groups.map((group) => GROUP_LABELS[group]);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

/**
 * What a signed-in user sees on a screen of groups they are not in: the reason, whom to ask and a way home.
 * The heading takes focus so that a screen reader announces it after the navigation.
 */
export function NoAccess({ groups }: { groups: readonly GroupName[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const needed = groupList(groups);
  return (
    <section className="tally-not-found tally-no-access" aria-labelledby="no-access-title">
      <h1 id="no-access-title" ref={heading} tabIndex={-1}>
        {NO_ACCESS_TITLE}
      </h1>
      <p>
        This page is for members of the {needed} {groups.length > 1 ? 'groups' : 'group'}. If you need it, ask
        an administrator of Tally to add you.
      </p>
      <Link to={DEFAULT_RETURN_TO}>Go to My Timesheets</Link>
    </section>
  );
}
