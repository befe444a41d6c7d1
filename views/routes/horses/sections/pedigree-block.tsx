import { useLocation, useNavigation } from "react-router";
import type { PedigreeSection } from "~/src/application/horses/pedigree-section";
import { InbreedingPanel } from "~/views/components/pedigree/inbreeding-panel";
import { PedigreeGrid, PedigreeSkeleton } from "~/views/components/pedigree/pedigree-grid";

/** Pedigree grid and inbreeding analysis; skeleton rows while a client navigation loads another horse. */
export function PedigreeBlock({ section }: { section: PedigreeSection | null }) {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state === "loading" && navigation.location?.pathname !== location.pathname) return <PedigreeSkeleton />;
  if (!section) return <p className="empty-state">Genealogia non disponibile.</p>;
  if (!section.known) return <p className="empty-state">Genealogia non disponibile: antenati non noti.</p>;
  return (
    <>
      <PedigreeGrid pedigree={section.pedigree} />
      <InbreedingPanel analysis={section.inbreeding} />
    </>
  );
}
