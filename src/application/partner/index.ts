import { makeGetBreederFoalsPage } from "./get-breeder-foals-page";
import { makeGetBreederHorsesPage } from "./get-breeder-horses-page";
import { makeGetBreederMaresPage } from "./get-breeder-mares-page";
import { makeGetBreederMatingsPage } from "./get-breeder-matings-page";
import { makeGetStallionFastestOffspringPage } from "./get-stallion-fastest-offspring-page";
import { makeGetStallionMaresPage } from "./get-stallion-mares-page";
import { makeGetStallionOffspringPage } from "./get-stallion-offspring-page";
import { makeGetStallionPedigreePage } from "./get-stallion-pedigree-page";
import { makeGetStallionRichestOffspringPage } from "./get-stallion-richest-offspring-page";
import { makeGetStallionStatisticsPage } from "./get-stallion-statistics-page";
import type { PartnerDeps } from "./partner-table-page";

/** The use cases of the partner screens, one per screen. */
export function createPartnerUseCases(ports: PartnerDeps) {
  return {
    getStallionPedigreePage: makeGetStallionPedigreePage(ports),
    getStallionOffspringPage: makeGetStallionOffspringPage(ports),
    getStallionMaresPage: makeGetStallionMaresPage(ports),
    getStallionStatisticsPage: makeGetStallionStatisticsPage(ports),
    getStallionFastestOffspringPage: makeGetStallionFastestOffspringPage(ports),
    getStallionRichestOffspringPage: makeGetStallionRichestOffspringPage(ports),
    getBreederHorsesPage: makeGetBreederHorsesPage(ports),
    getBreederMatingsPage: makeGetBreederMatingsPage(ports),
    getBreederFoalsPage: makeGetBreederFoalsPage(ports),
    getBreederMaresPage: makeGetBreederMaresPage(ports),
  };
}
