import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vitest/config';
import { definePackageConfig } from '../../vitest.shared.js';

export default mergeConfig(definePackageConfig({}), {
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
});
