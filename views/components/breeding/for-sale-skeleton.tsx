import { useLocation, useNavigation } from "react-router";
import { FOR_SALE_SKELETON_ROWS, FOR_SALE_TITLES, type ForSaleKind } from "~/src/domain/breeding/for-sale";
import { forSaleKindOfPath } from "~/src/urls/breeding";
import { SkeletonRows } from "../skeleton-rows";

/** The columns of a for-sale list (name, state): the skeleton has as many. */
export const FOR_SALE_COLUMN_COUNT = 2;

/** A for-sale list while it loads (docs/PRODUCT.md, "Horses for sale and stallions"): its title and 25 grey rows. */
export function ForSaleSkeleton({ kind }: { kind: ForSaleKind }) {
  return (
    <div className="container page breeding-page">
      <header className="page-header">
        <h1>{FOR_SALE_TITLES[kind]}</h1>
      </header>
      <SkeletonRows rows={FOR_SALE_SKELETON_ROWS} columns={FOR_SALE_COLUMN_COUNT} />
    </div>
  );
}

/** The placeholder a page being loaded shows in place of the one being left, when it has one. */
export function pendingPagePlaceholder(pathname: string) {
  const kind = forSaleKindOfPath(pathname);
  return kind ? <ForSaleSkeleton kind={kind} /> : null;
}

/** While a client navigation loads another page that has a placeholder: that placeholder, else null. */
export function usePendingPagePlaceholder() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname !== pathname
    ? pendingPagePlaceholder(navigation.location.pathname)
    : null;
}
