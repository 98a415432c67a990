import type { ReactNode } from "react";
import { LoadFailed } from "./load-failed";
import { PageLoader } from "./page-loader";
import { EmptyNote, LoadingNote, useInCard } from "./titled-section";

/** What `Loaded` needs of a read (a TanStack Query result). */
interface Read<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A read's states in one place: `loader` while it loads (by default the page's loader, or in a
 * card the card's "Loading…" line), `LoadFailed` saying `failed` with a Retry when it failed, and
 * `children` with the data once it is there. Data that
 * is there stays shown when a later refetch fails. With `empty`, a list that came back with nothing
 * in it says so (`EmptyNote`) instead of reaching `children`.
 */
export function Loaded<T>({
  read,
  failed,
  empty,
  loader,
  children,
}: {
  read: Read<T>;
  failed: string;
  empty?: string;
  loader?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const inCard = useInCard();
  if (empty !== undefined && Array.isArray(read.data) && read.data.length === 0) return <EmptyNote>{empty}</EmptyNote>;
  if (read.data !== undefined) return children(read.data);
  if (read.isError) return <LoadFailed message={failed} onRetry={() => read.refetch()} />;
  return loader ?? (inCard ? <LoadingNote /> : <PageLoader />);
}
