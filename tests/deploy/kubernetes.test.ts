/**
 * The Kubernetes manifests (deploy/kubernetes, docs/OPERATIONS.md "Kubernetes"), rendered as
 * `kubectl apply -k` would (scripts/kubernetes/kustomize.ts): every object is valid against the
 * Kubernetes API's schema (kubernetes-models), and the manifests keep their promises: probes,
 * a graceful leave, the disruption budget, the autoscaler's metrics, the streams' ingress
 * settings, the network policy, the scrape, and secrets by reference only.
 */
import { Service, ConfigMap } from "kubernetes-models/v1";
import { Deployment, StatefulSet } from "kubernetes-models/apps/v1";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2";
import { Ingress, NetworkPolicy } from "kubernetes-models/networking.k8s.io/v1";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1";
import { ServiceMonitor } from "@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor";
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/src/config";
import { createMetrics } from "~/src/server/metrics";
import { containersOf, renderKustomization, strategicMerge, type KubernetesObject } from "~/scripts/kubernetes/kustomize";

type Validatable = { validate(): void };
const MODELS: Record<string, new (data: never) => Validatable> = {
  "v1/Service": Service,
  "v1/ConfigMap": ConfigMap,
  "apps/v1/Deployment": Deployment,
  "apps/v1/StatefulSet": StatefulSet,
  "autoscaling/v2/HorizontalPodAutoscaler": HorizontalPodAutoscaler,
  "networking.k8s.io/v1/Ingress": Ingress,
  "networking.k8s.io/v1/NetworkPolicy": NetworkPolicy,
  "policy/v1/PodDisruptionBudget": PodDisruptionBudget,
  "monitoring.coreos.com/v1/ServiceMonitor": ServiceMonitor,
};

const rendered = {
  base: renderKustomization("deploy/kubernetes/base"),
  production: renderKustomization("deploy/kubernetes/overlays/production"),
};
const production = rendered.production;
const one = (kind: string, name = "sulky") => {
  const found = production.filter((object) => object.kind === kind && object.metadata.name === name);
  expect(found, `${kind} ${name}`).toHaveLength(1);
  return found[0] as KubernetesObject & { spec: any; data?: Record<string, string> }; // eslint-disable-line @typescript-eslint/no-explicit-any
};
const deployment = one("Deployment");
const pod = deployment.spec.template.spec;
const sulky = pod.containers.find((container: { name: string }) => container.name === "sulky");
const config = one("ConfigMap").data!;

describe("the Kubernetes manifests", () => {
  for (const [name, objects] of Object.entries(rendered))
    it(`render (${name}) into objects the Kubernetes API schema accepts`, () => {
      expect(objects.length).toBeGreaterThanOrEqual(12);
      for (const object of objects) {
        const Model = MODELS[`${object.apiVersion}/${object.kind}`];
        expect(Model, `${object.apiVersion} ${object.kind} ${object.metadata.name}`).toBeDefined();
        expect(() => new Model(object as never).validate(), `${object.kind} ${object.metadata.name}`).not.toThrow();
      }
      const names = objects.map((object) => `${object.kind}/${object.metadata.name}`);
      expect(new Set(names).size).toBe(names.length);
    });

  it("put production in its namespace, with its image, host and replicas", () => {
    for (const object of production) expect(object.metadata.namespace, object.metadata.name).toBe("sulky");
    expect(sulky.image).toMatch(/^registry\.example\.it\/sulky\/sulky:\d+\.\d+\.\d+$/);
    expect(deployment.spec.replicas).toBe(3);
    expect(one("Ingress").spec.rules.map((rule: { host: string }) => rule.host)).toEqual(["www.sulky.it"]);
    expect(config.SITE_URL).toBe("https://www.sulky.it");
  });

  it("probe readiness on /readyz and liveness on /healthz, which checks no dependency", () => {
    expect(sulky.readinessProbe.httpGet).toMatchObject({ path: "/readyz", port: "http" });
    expect(sulky.livenessProbe.httpGet).toMatchObject({ path: "/healthz", port: "http" });
    expect(sulky.startupProbe.httpGet.path).toBe("/healthz");
  });

  it("let a leaving pod finish: out of the endpoints first, then the graceful stop within the grace period", () => {
    const preStop = sulky.lifecycle.preStop.sleep.seconds as number;
    expect(preStop).toBeGreaterThanOrEqual(5);
    const shutdownSeconds = Number(config.SHUTDOWN_TIMEOUT_MS) / 1000;
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(preStop + shutdownSeconds);
    expect(deployment.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
  });

  it("size the container from the soak: the 512 MB the image's heap cap is made for", () => {
    expect(sulky.resources.limits.memory).toBe("512Mi");
    expect(sulky.resources.limits.cpu).toBeUndefined();
    expect(sulky.resources.requests).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
  });

  it("keep at most one instance away in a disruption", () => {
    const budget = one("PodDisruptionBudget");
    expect(budget.spec.maxUnavailable).toBe(1);
    expect(budget.spec.selector.matchLabels).toEqual(deployment.spec.selector.matchLabels);
  });

  it("scale on CPU and on the open event streams, a figure the site exports", async () => {
    const hpa = one("HorizontalPodAutoscaler");
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: "apps/v1", kind: "Deployment", name: "sulky" });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    const cpu = hpa.spec.metrics.find((metric: { type: string }) => metric.type === "Resource");
    expect(cpu.resource.name).toBe("cpu");
    const streams = hpa.spec.metrics.find((metric: { type: string }) => metric.type === "Pods");
    expect(streams.pods.metric.name).toBe("sulky_event_streams_open");
    const exported = (await createMetrics().registry.getMetricsAsJSON()).map((metric) => metric.name);
    expect(exported).toContain(streams.pods.metric.name);
  });

  it("pass the event streams unbuffered, with a read timeout longer than their heartbeats", () => {
    const annotations = one("Ingress").metadata.annotations!;
    expect(annotations["nginx.ingress.kubernetes.io/proxy-buffering"]).toBe("off");
    expect(Number(annotations["nginx.ingress.kubernetes.io/proxy-read-timeout"])).toBeGreaterThanOrEqual(3600);
    expect(one("Ingress").spec.ingressClassName).toBe("nginx");
  });

  it("admit only ingress-nginx to the site and Prometheus to the metrics", () => {
    const policy = one("NetworkPolicy");
    expect(policy.spec.podSelector.matchLabels).toEqual(deployment.spec.selector.matchLabels);
    const rules = policy.spec.ingress.map(
      (rule: { from: { namespaceSelector: { matchLabels: Record<string, string> } }[]; ports: { port: string }[] }) => ({
        from: rule.from.map((peer) => peer.namespaceSelector.matchLabels["kubernetes.io/metadata.name"]),
        ports: rule.ports.map((port) => port.port),
      }),
    );
    expect(rules).toEqual([
      { from: ["ingress-nginx"], ports: ["http"] },
      { from: ["monitoring"], ports: ["metrics"] },
    ]);
  });

  it("scrape every instance on the Service's metrics port, with the token", () => {
    const monitor = one("ServiceMonitor");
    const service = one("Service");
    expect(monitor.spec.selector.matchLabels).toEqual(service.metadata.labels && { "app.kubernetes.io/name": "sulky" });
    const endpoint = monitor.spec.endpoints[0];
    expect(service.spec.ports.map((port: { name: string }) => port.name)).toContain(endpoint.port);
    expect(endpoint.authorization.credentials).toEqual({ name: "sulky-secrets", key: "metrics-token" });
  });

  it("run Redis with Sentinel: three pods, a quorum kept through disruptions, the site pointed at the sentinels", () => {
    const redis = one("StatefulSet", "sulky-redis");
    expect(redis.spec.replicas).toBe(3);
    expect(containersOf(redis).map((container) => container.name)).toEqual(["configure", "redis", "sentinel"]);
    expect(one("PodDisruptionBudget", "sulky-redis").spec.minAvailable).toBe(2);
    expect(config.REDIS_SENTINELS.split(",")).toHaveLength(3);
    expect(config.REDIS_SENTINEL_MASTER).toBe("sulky");
    expect(config.REDIS_URL).toBeUndefined();
  });

  it("hold no secret inline: no Secret object, secret settings only by reference", () => {
    const secretName = /SECRET|TOKEN|PASSWORD|PASS\b|KEY/i;
    for (const objects of Object.values(rendered)) {
      expect(objects.filter((object) => object.kind === "Secret")).toEqual([]);
      for (const object of objects) {
        for (const container of containersOf(object))
          for (const variable of (container.env as { name: string; value?: string; valueFrom?: object }[] | undefined) ?? [])
            if (secretName.test(variable.name)) expect(variable.valueFrom, `${object.metadata.name} ${variable.name}`).toBeDefined();
        if (object.kind === "ConfigMap" && object.metadata.name === "sulky")
          expect(Object.keys(object.data as object).filter((key) => secretName.test(key))).toEqual([]);
      }
    }
  });

  it("give the site settings its production configuration accepts", () => {
    const secrets = {
      SESSION_SECRET: "Yq3v9-Tz0pWm4Rk8sLx1Bn6Hd2Jf7Ce5Ag0Uo",
      METRICS_TOKEN: "Mt4r-9Qz0pLm2Wk8sVx1Bn6Hd3Jf7Ce5Ag0Uo",
      REDIS_PASSWORD: "x".repeat(32),
    };
    const loaded = loadConfig({ ...config, ...secrets });
    expect(loaded.metrics.port).toBe(9464);
    expect(loaded.siteUrl).toBe("https://www.sulky.it");
  });
});

describe("the kustomize renderer's strategic merge", () => {
  it("merges maps and named lists, replaces other lists, deletes on null", () => {
    expect(
      strategicMerge(
        { a: { b: 1, c: 2 }, containers: [{ name: "x", image: "1" }], rules: [{ host: "a" }], gone: 1 },
        { a: { c: 3 }, containers: [{ name: "x", image: "2" }, { name: "y" }], rules: [{ host: "b" }], gone: null },
      ),
    ).toEqual({ a: { b: 1, c: 3 }, containers: [{ name: "x", image: "2" }, { name: "y" }], rules: [{ host: "b" }] });
  });
});
