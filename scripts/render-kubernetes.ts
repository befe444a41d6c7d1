/**
 * Prints the manifests of a kustomization as `kubectl kustomize` would:
 *   npm run render:kubernetes -- deploy/kubernetes/overlays/production
 */
import { stringify } from "yaml";
import { renderKustomization } from "./kubernetes/kustomize";

const dir = process.argv[2] ?? "deploy/kubernetes/overlays/production";
process.stdout.write(
  renderKustomization(dir)
    .map((object) => stringify(object, { aliasDuplicateObjects: false }))
    .join("---\n"),
);
