import { ScaledObject, TriggerAuthentication } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { readManifests, type Manifest } from './files.js';

/** The model of each kind the manifests may use; validate() checks an object against its schema. */
const models: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
  'keda.sh/v1alpha1/TriggerAuthentication': TriggerAuthentication,
};

const manifests = readManifests();
const find = (kind: string, name: string) => {
  const found = manifests.find(
    (manifest) => manifest.kind === kind && manifest.metadata.name === name,
  );
  if (!found) throw new Error(`no ${kind} ${name} in infra/k8s`);
  return found;
};
const config = (find('ConfigMap', 'billfold-config') as unknown as { data: Record<string, string> })
  .data;

interface Probe {
  httpGet: { path: string; port: string };
}
interface Container {
  ports: { name: string; containerPort: number }[];
  readinessProbe: Probe;
  livenessProbe: Probe;
  envFrom: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  env?: { name: string; value?: string }[];
}
interface PodSpec {
  terminationGracePeriodSeconds: number;
  securityContext: { runAsNonRoot: boolean };
  containers: Container[];
}
const podOf = (name: string) =>
  (find('Deployment', name) as unknown as { spec: { template: { spec: PodSpec } } }).spec.template
    .spec;

describe('infra/k8s', () => {
  it.each(
    manifests.map(
      (manifest) =>
        [`${manifest.file}: ${manifest.kind} ${manifest.metadata.name}`, manifest] as const,
    ),
  )('%s is valid against its Kubernetes schema', (_label, manifest) => {
    const { file: _file, ...object } = manifest;
    const Model = models[`${manifest.apiVersion}/${manifest.kind}`];
    expect(Model, `no schema known for ${manifest.apiVersion} ${manifest.kind}`).toBeDefined();
    expect(() => new Model!(object as never).validate()).not.toThrow();
  });

  it('catches an invalid manifest (the check can fail)', () => {
    const { file: _file, ...deployment } = find('Deployment', 'billfold-api') as Manifest & {
      spec: object;
    };
    const broken = { ...deployment, spec: { ...deployment.spec, replicas: 'two' } };
    expect(() => new Deployment(broken as never).validate()).toThrow();
  });

  it('probes the API and the worker on their health endpoints', () => {
    const api = podOf('billfold-api').containers[0]!;
    expect(api.readinessProbe.httpGet).toEqual({ path: '/api/health', port: 'http' });
    expect(api.livenessProbe.httpGet).toEqual({ path: '/api/health/live', port: 'http' });
    const worker = podOf('billfold-worker').containers[0]!;
    expect(worker.readinessProbe.httpGet).toEqual({ path: '/health/ready', port: 'metrics' });
    expect(worker.livenessProbe.httpGet).toEqual({ path: '/health/live', port: 'metrics' });
    expect(worker.ports).toEqual([{ name: 'metrics', containerPort: Number(config.METRICS_PORT) }]);
  });

  it('gives a worker longer to stop than its longest job may run', () => {
    const worker = podOf('billfold-worker');
    expect(worker.terminationGracePeriodSeconds * 1000).toBeGreaterThan(
      Number(config.SHUTDOWN_TIMEOUT_MS),
    );
    const api = podOf('billfold-api');
    const apiTimeout = api.containers[0]!.env?.find(
      (variable) => variable.name === 'SHUTDOWN_TIMEOUT_MS',
    )?.value;
    expect(api.terminationGracePeriodSeconds * 1000).toBeGreaterThan(Number(apiTimeout));
  });

  it('runs every pod as non-root, configured from the ConfigMap and the Secret', () => {
    for (const name of ['billfold-api', 'billfold-worker']) {
      const pod = podOf(name);
      expect(pod.securityContext.runAsNonRoot, name).toBe(true);
      expect(pod.containers[0]!.envFrom).toEqual([
        { configMapRef: { name: 'billfold-config' } },
        { secretRef: { name: 'billfold-secrets' } },
      ]);
    }
  });

  it('scales the workers with KEDA on the analysis queue of the configured prefix', () => {
    const scaled = find('ScaledObject', 'billfold-worker') as unknown as {
      spec: {
        scaleTargetRef: { name: string };
        minReplicaCount: number;
        triggers: {
          type: string;
          metadata: Record<string, string>;
          authenticationRef: { name: string };
        }[];
      };
    };
    expect(scaled.spec.scaleTargetRef.name).toBe('billfold-worker');
    expect(scaled.spec.minReplicaCount).toBeGreaterThanOrEqual(1);
    const [trigger] = scaled.spec.triggers;
    expect(trigger?.type).toBe('redis');
    expect(trigger?.metadata.listName).toBe(`${config.REDIS_PREFIX}:analysis:wait`);
    expect(config[trigger!.metadata.addressFromEnv!]).toMatch(/^[\w.-]+:\d+$/);
    expect(find('TriggerAuthentication', trigger!.authenticationRef.name)).toBeDefined();
  });
});
