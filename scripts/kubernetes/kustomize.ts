import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseAllDocuments } from "yaml";

/**
 * Renders a kustomization (deploy/kubernetes) the way `kubectl apply -k` does, for the subset of
 * kustomize the manifests use: resources (files and folders), namespace, labels, images,
 * replicas, and patches by path (strategic merge, the target named by the patch's kind and
 * name). Anything else in a kustomization.yaml is refused, so a manifest never means one thing
 * here and another in kubectl (docs/decisions/043-kubernetes-manifests.md).
 */
export type KubernetesObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
};

type Kustomization = {
  apiVersion?: string;
  kind?: string;
  resources?: string[];
  namespace?: string;
  labels?: { pairs: Record<string, string>; includeSelectors?: boolean; includeTemplates?: boolean }[];
  images?: { name: string; newName?: string; newTag?: string }[];
  replicas?: { name: string; count: number }[];
  patches?: { path: string }[];
};

const UNDERSTOOD = new Set(["apiVersion", "kind", "resources", "namespace", "labels", "images", "replicas", "patches"]);

/** Kinds that live in no namespace (the namespace transformer leaves them alone). */
const CLUSTER_SCOPED = new Set([
  "Namespace",
  "ClusterRole",
  "ClusterRoleBinding",
  "CustomResourceDefinition",
  "PriorityClass",
  "StorageClass",
]);

export function readObjects(file: string): KubernetesObject[] {
  return parseAllDocuments(readFileSync(file, "utf8"))
    .map((document) => {
      if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0].message}`);
      return document.toJS({ maxAliasCount: 100 }) as KubernetesObject | null;
    })
    .filter((object): object is KubernetesObject => object !== null);
}

/** The objects a kustomization folder stands for, transformed as kustomize would. */
export function renderKustomization(dir: string): KubernetesObject[] {
  const file = path.join(dir, "kustomization.yaml");
  if (!existsSync(file)) throw new Error(`${dir}: nessun kustomization.yaml`);
  const kustomization = readObjects(file)[0] as unknown as Kustomization;
  const unknown = Object.keys(kustomization).filter((key) => !UNDERSTOOD.has(key));
  if (unknown.length > 0) throw new Error(`${file}: campi non gestiti da questo renderer: ${unknown.join(", ")} (usa kustomize)`);

  let objects: KubernetesObject[] = [];
  for (const resource of kustomization.resources ?? []) {
    const target = path.resolve(dir, resource);
    objects.push(...(statSync(target).isDirectory() ? renderKustomization(target) : readObjects(target)));
  }
  for (const patch of kustomization.patches ?? []) {
    for (const change of readObjects(path.resolve(dir, patch.path))) {
      const index = objects.findIndex((object) => object.kind === change.kind && object.metadata.name === change.metadata.name);
      if (index < 0) throw new Error(`${patch.path}: nessun ${change.kind} ${change.metadata.name} da modificare`);
      objects[index] = strategicMerge(objects[index], change) as KubernetesObject;
    }
  }
  for (const { pairs, includeSelectors, includeTemplates } of kustomization.labels ?? []) {
    if (includeSelectors || includeTemplates)
      throw new Error(`${file}: labels con includeSelectors/includeTemplates non gestiti (usa kustomize)`);
    objects = objects.map((object) => ({ ...object, metadata: { ...object.metadata, labels: { ...object.metadata.labels, ...pairs } } }));
  }
  for (const image of kustomization.images ?? []) for (const object of objects) renameImage(object, image);
  for (const { name, count } of kustomization.replicas ?? []) {
    const targets = objects.filter((object) => object.metadata.name === name && ["Deployment", "StatefulSet"].includes(object.kind));
    if (targets.length === 0) throw new Error(`${file}: replicas per ${name}, che non c'è`);
    for (const object of targets) (object.spec as { replicas?: number }).replicas = count;
  }
  if (kustomization.namespace) {
    const namespace = kustomization.namespace;
    objects = objects.map((object) =>
      CLUSTER_SCOPED.has(object.kind) ? object : { ...object, metadata: { ...object.metadata, namespace } },
    );
  }
  return objects;
}

/** Every container of a workload's pod template (init containers too). */
export function containersOf(object: KubernetesObject): { name: string; image: string; [field: string]: unknown }[] {
  const spec = (object.spec as { template?: { spec?: Record<string, unknown> } } | undefined)?.template?.spec;
  if (!spec) return [];
  return [...((spec.initContainers as []) ?? []), ...((spec.containers as []) ?? [])];
}

function renameImage(object: KubernetesObject, image: NonNullable<Kustomization["images"]>[number]) {
  for (const container of containersOf(object)) {
    const [name, tag] = splitImage(container.image);
    if (name !== image.name) continue;
    container.image = `${image.newName ?? name}${image.newTag ? `:${image.newTag}` : tag ? `:${tag}` : ""}`;
  }
}

function splitImage(image: string): [name: string, tag: string | undefined] {
  const colon = image.lastIndexOf(":");
  return colon > image.lastIndexOf("/") ? [image.slice(0, colon), image.slice(colon + 1)] : [image, undefined];
}

/**
 * Kubernetes's strategic merge, as far as these manifests need it: maps merge key by key, a
 * list whose items all have a `name` (containers, env, ports, volumes) merges item by item on
 * it, any other list is replaced (an Ingress's rules and tls, as in kustomize), `null` deletes.
 */
export function strategicMerge(base: unknown, change: unknown): unknown {
  if (change === null) return undefined;
  if (Array.isArray(base) && Array.isArray(change)) {
    const named = (items: unknown[]) => items.every((item) => typeof item === "object" && item !== null && "name" in item);
    if (!named(base) || !named(change)) return change;
    const merged = [...base] as { name: string }[];
    for (const item of change as { name: string }[]) {
      const index = merged.findIndex((existing) => existing.name === item.name);
      if (index < 0) merged.push(item);
      else merged[index] = strategicMerge(merged[index], item) as { name: string };
    }
    return merged;
  }
  if (isMap(base) && isMap(change)) {
    const merged: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(change)) {
      const next = strategicMerge(base[key], value);
      if (next === undefined) delete merged[key];
      else merged[key] = next;
    }
    return merged;
  }
  return change;
}

const isMap = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
