import type { ReactNode } from "react";
import { LoadFailed } from "./load-failed";
import { PageLoader } from "./page-loader";
import { EmptyNote } from "./titled-section";

/** What `Loaded` needs of a read (a TanStack Query result). */
interface Read<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A read's states in one place: `loader` (the page's) while it loads, `LoadFailed` saying
 * `failed` with a Retry when it failed, and `children` with the data once it is there. Data that
 * is there stays shown when a later refetch fails. With `empty`, a list that came back with nothing
 * in it says so (`EmptyNote`) instead of reaching `children`.
 */
export function Loaded<T>({
  read,
  failed,
  empty,
  loader = <PageLoader />,
  children,
}: {
  read: Read<T>;
  failed: string;
  empty?: string;
  loader?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (empty !== undefined && Array.isArray(read.data) && read.data.length === 0) return <EmptyNote>{empty}</EmptyNote>;
  if (read.data !== undefined) return children(read.data);
  if (read.isError) return <LoadFailed message={failed} onRetry={() => read.refetch()} />;
  return loader;
}
