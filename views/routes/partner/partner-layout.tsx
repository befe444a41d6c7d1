import { Outlet } from "react-router";
import { useHeightReporter } from "../../components/partner/use-height-reporter";
import "./partner.css";

/** Every partner page reports its height to the page that frames it. */
export default function PartnerLayout() {
  useHeightReporter();
  return <Outlet />;
}
