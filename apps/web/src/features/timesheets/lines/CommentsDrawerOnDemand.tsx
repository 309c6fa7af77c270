import { type ComponentProps, lazy, Suspense, useState } from 'react';

/** The drawer, its text area and its typography load when a comment is first opened, not with the week. */
const CommentsDrawer = lazy(() =>
  import('./CommentsDrawer.tsx').then((module) => ({ default: module.CommentsDrawer })),
);

/** CommentsDrawer, mounted from the first time a day's comment is opened (it stays for its closing motion). */
export function CommentsDrawerOnDemand(props: ComponentProps<typeof CommentsDrawer>) {
  const [wanted, setWanted] = useState(false);
  if (props.target !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CommentsDrawer {...props} />
    </Suspense>
  );
}
