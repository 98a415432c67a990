import { PublicDojosPage } from "../../features/dojos/public/public-dojos-page";
import { NotFoundPage } from "../../features/system/not-found-page";
import { usePublicConfig } from "../../shared/config/public-config";
import { PageLoader } from "../../shared/ui/page-loader";

/**
 * `/dojos` exists while the dojos flag is on; off (or an unreadable config), it is not there: 404.
 * Its own chunk: the config read carries the contract's schemas, which the first load leaves out.
 */
export function PublicDojosRoute() {
  const config = usePublicConfig();
  if (config.isPending) return <PageLoader />;
  return config.data?.features.dojos ? <PublicDojosPage /> : <NotFoundPage />;
}
