import "@mantine/core/styles/Drawer.css";
import "@mantine/core/styles/SimpleGrid.css";
import type { AdminPosition } from "@gkf/contract";
import { PRESENTATION } from "@gkf/contract";
import { Drawer, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../shared/ui/load-failed";
import { EmptyNote, LoadingNote } from "../../../shared/ui/titled-section";
import { usePositionApplicants } from "../api/get-position-applicants";
import { useRegionNames } from "../api/get-regions";
import { useLastPresent } from "../components/use-last-present";
import { SeatsSummary } from "./admin-position-card";
import { ApplicantCard } from "./applicant-card";

interface ApplicantsDrawerProps {
  /** The position whose applications are shown; null keeps the drawer closed. */
  position: AdminPosition | null;
  onClose: () => void;
}

/** The applications to one position, oldest first, with the decisions officials make on them. */
export function ApplicantsDrawer({ position: requested, onClose }: ApplicantsDrawerProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery("(max-width: 36em)");
  const position = useLastPresent(requested);
  const applicants = usePositionApplicants(requested?.id ?? null);
  const regionNames = useRegionNames(requested !== null);
  const hasSeatsLeft = position ? (position.counts.APPOINTED ?? 0) < position.seats : false;

  return (
    <Drawer
      opened={requested !== null}
      onClose={onClose}
      position="right"
      size={isPhone ? "100%" : "lg"}
      title={position ? t("positions.admin.applicants.title", { name: position.name }) : undefined}
      transitionProps={{ duration: PRESENTATION.DIALOG_TRANSITION_MS }}
    >
      {position && (
        <Stack gap="md">
          <SeatsSummary position={position} />
          {applicants.isPending && <LoadingNote />}
          {applicants.isError && (
            <LoadFailed message={t("positions.admin.applicants.load_failed")} onRetry={() => applicants.refetch()} />
          )}
          {applicants.data?.length === 0 && <EmptyNote>{t("positions.admin.applicants.none")}</EmptyNote>}
          {applicants.data && applicants.data.length > 0 && (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
              {applicants.data.map((applicant) => (
                <ApplicantCard
                  key={applicant.id}
                  positionId={position.id}
                  applicant={applicant}
                  regionName={regionNames.get(applicant.member.region)}
                  hasSeatsLeft={hasSeatsLeft}
                />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
