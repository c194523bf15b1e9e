import { definePackageConfig } from '../../vitest.shared.js';

export default definePackageConfig({});
