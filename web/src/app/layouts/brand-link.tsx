import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { GkfMark } from "../../shared/ui/gkf-mark";
import classes from "./layouts.module.css";

/** The emblem, the app name and the federation's name, linking home. */
export function BrandLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={classes.brand}>
      <GkfMark size={36} />
      <span className={classes.brandText}>
        <span className={classes.brandName}>{t("common.app_name")}</span>{" "}
        <span className={classes.brandFederation}>{t("common.federation_name")}</span>
      </span>
    </Link>
  );
}
